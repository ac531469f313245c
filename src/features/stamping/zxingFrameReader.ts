import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import type { FrameReader } from './frameReader';

// ZXing's QR reader by its own module paths: the package's index pulls in every barcode format
// (about 150 kB compressed) and is not marked free of side effects, so no bundler can leave the
// rest out. These four modules and what they import are the QR decoder alone.

/** The longest side a frame is read at: plenty for a code held at the counter, quick on a phone. */
const MAX_SIDE = 720;

/** Reads QR codes from video frames with ZXing, for browsers without a `BarcodeDetector`. */
export function createZxingFrameReader(): FrameReader {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const reader = new QRCodeReader();
  return async (video) => {
    if (!context || video.readyState < video.HAVE_CURRENT_DATA || !video.videoWidth) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    // Grey from red, green twice and blue, as ZXing weighs them.
    const luminances = new Uint8ClampedArray(width * height);
    for (let pixel = 0; pixel < luminances.length; pixel += 1) {
      const at = pixel * 4;
      luminances[pixel] = (data[at]! + 2 * data[at + 1]! + data[at + 2]!) >> 2;
    }
    const source = new RGBLuminanceSource(luminances, width, height);
    try {
      return reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
    } catch {
      // ZXing throws when a frame holds no readable code: the next frame is another try.
      return null;
    }
  };
}
