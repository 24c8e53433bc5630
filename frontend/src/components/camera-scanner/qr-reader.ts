/**
 * Reads a QR code (or, where the browser's BarcodeDetector reads them, the barcodes of `formats` too, such as a bag
 * tag's Code 128) from a playing <video>: BarcodeDetector where it reads QR codes, jsqr (QR codes only) otherwise.
 */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export async function qrReader(barcodes: readonly string[] = []): Promise<QrReader> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats: string[] = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code', ...barcodes.filter((format) => formats.includes(format))] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  // Only here, and only on this screen, is jsqr downloaded.
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve(null);
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return Promise.resolve(jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null);
  };
}
