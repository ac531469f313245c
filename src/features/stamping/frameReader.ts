/** Reads a QR code in the video's current frame; null while it sees none. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}

/** The Barcode Detection API, where the browser has it (not yet in TypeScript's DOM types). */
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): {
    detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
  };
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own `BarcodeDetector` where it reads QR codes (Chrome on Android, Safari), else
 * ZXing's QR reader in JavaScript (`zxingFrameReader.ts`), downloaded only now, as most pages never
 * need it. Not a WebAssembly decoder such as the `barcode-detector` ponyfill: the app's
 * Content-Security-Policy (`script-src 'self'`, server/src/plugins/security.ts) does not let a page
 * compile WebAssembly.
 */
export async function loadFrameReader(): Promise<FrameReader> {
  const Native = (window as Window & { BarcodeDetector?: BarcodeDetectorConstructor })
    .BarcodeDetector;
  const formats = Native ? await Native.getSupportedFormats().catch(() => []) : [];
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => {
      const [code] = await detector.detect(video).catch(() => []);
      return code?.rawValue ?? null;
    };
  }
  const { createZxingFrameReader } = await import('./zxingFrameReader');
  return createZxingFrameReader();
}
