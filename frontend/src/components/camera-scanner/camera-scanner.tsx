import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { qrReader } from './qr-reader';
import './camera-scanner.css';

const FRAME_MS = 200;

interface CameraScannerProps {
  onScan: (text: string) => void;
  onClose: () => void;
  /** What the camera is pointed at, for its accessible name, and what to type when it cannot open. */
  target?: string;
  fallback?: string;
  /** Barcode formats read besides QR codes where the browser can (BarcodeDetector's names, e.g. 'code_128'). */
  barcodes?: readonly string[];
}

const NO_BARCODES: readonly string[] = [];

/** The back camera, read a few times a second until a code is found; the camera stops when this closes. */
export function CameraScanner({ onScan, onClose, target = 'the QR code of the pass', fallback = 'Type the reference and PIN instead.', barcodes = NO_BARCODES }: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play();
      const read = await qrReader(barcodes);
      const tick = async () => {
        if (stopped) return;
        const text = await read(video).catch(() => null);
        if (text && !stopped) onScan(text);
        else timer = setTimeout(() => void tick(), FRAME_MS);
      };
      await tick();
    };
    start().catch((error: unknown) => {
      console.warn('The camera could not be opened', error);
      if (!stopped) setProblem(`The camera could not be opened. ${fallback}`);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onScan, barcodes, fallback]);

  return (
    <div className="camera-scanner">
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : (
        <video ref={videoRef} className="camera-scanner__video" muted playsInline aria-label={`Camera: point it at ${target}`} />
      )}
      <Button variant="secondary" onClick={onClose}>
        Stop scanning
      </Button>
    </div>
  );
}
