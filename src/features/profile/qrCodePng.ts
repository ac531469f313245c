export const QR_PNG_FILE_NAME = 'qrewards-qr-code.png';
/** Big enough to print sharply; the SVG is redrawn at this size, not scaled up from the screen's. */
const PNG_SIZE = 1024;

/** Rasterises an SVG element into a square PNG. */
export async function svgToPng(svg: SVGSVGElement, size = PNG_SIZE): Promise<Blob> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(size));
  copy.setAttribute('height', String(size));
  const markup = new XMLSerializer().serializeToString(copy);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();

  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  // Hard module edges: a blurred QR code scans worse.
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))),
      'image/png',
    ),
  );
}

/** Saves a blob under a file name through a temporary download link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by the next task; then it can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function downloadQrCodePng(svg: SVGSVGElement) {
  saveBlob(await svgToPng(svg), QR_PNG_FILE_NAME);
}
