import sharp from 'sharp';
import { PhotoRefusedError } from './media.errors.js';

/** The image formats a photo may arrive in, judged by its content (sharp reads the bytes, not the name or the type sent). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'tiff']);
/** A photo's longest side once stored: enough to see a scratch, small enough to send by email. */
const LONGEST_SIDE = 2000;
/** Pixels sharp agrees to decode: a phone photo is 12-50 million; a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface ProcessedPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Checks an upload is an image by its content and re-encodes it as a JPEG: turned upright by its orientation, at most
 * LONGEST_SIDE pixels, and with no metadata (sharp writes none unless asked: no EXIF, so no GPS position, no camera
 * serial). Anything sharp cannot read as one of the accepted formats is refused with a 422.
 */
export async function processPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  const format = await formatOf(upload);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw PhotoRefusedError.notAnImage();
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw PhotoRefusedError.notAnImage();
  }
}

async function formatOf(upload: Buffer): Promise<string | null> {
  try {
    const metadata = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if ((metadata.pages ?? 1) > 1) return null;
    return metadata.format ?? null;
  } catch {
    return null;
  }
}
