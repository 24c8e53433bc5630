import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/** Pixels per QR module and the quiet zone in modules: 8 makes a ~300 px image a phone camera reads from a screen. */
const SCALE = 8;
const MARGIN = 2;

/**
 * A QR code as a black-and-white PNG. The `qrcode` library makes the modules (a maintained encoder: versions, masks,
 * error correction); the PNG is written here with Node's own zlib, since the library's pure-JS PNG path cost 14 ms of
 * worker CPU per confirmation email against well under 1 ms this way (docs/performance.md).
 */
export function qrPng(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * MARGIN) * SCALE;
  const rowBytes = Math.ceil(side / 8);
  // 1 bit per pixel, 0 black; each row starts with its filter byte (0, none).
  const pixels = Buffer.alloc((rowBytes + 1) * side, 0xff);
  for (let y = 0; y < side; y += 1) {
    const row = y * (rowBytes + 1);
    pixels[row] = 0;
    const moduleY = Math.floor(y / SCALE) - MARGIN;
    for (let x = 0; x < side; x += 1) {
      const moduleX = Math.floor(x / SCALE) - MARGIN;
      const dark = moduleX >= 0 && moduleY >= 0 && moduleX < modules.size && moduleY < modules.size && modules.get(moduleY, moduleX);
      if (dark) pixels[row + 1 + (x >> 3)] &= ~(0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
