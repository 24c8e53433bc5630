import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/** Pixels per QR module and the quiet zone in modules: 8 makes a ~300 px image a phone camera reads from a screen. */
const SCALE = 8;
const MARGIN = 2;
/**
 * Any of the eight masks decodes; left unset, the library draws all eight to score them, two thirds of the email's
 * QR cost. Mask 0 (a checkerboard) suits our random tokens, and the check-in tests read every code with jsQR.
 */
const MASK = 0;
/**
 * The text as one byte-mode segment. Left to itself the library searches the cheapest mix of modes (a shortest path
 * over every split of the text), 0.33 of the 0.37 ms it took per code, for a code of the same version for our tokens.
 */
const oneByteSegment = (text: string) => [{ data: Buffer.from(text, 'utf8'), mode: 'byte' as const }];

/**
 * A QR code as a black-and-white PNG. The `qrcode` library makes the modules (a maintained encoder: versions, masks,
 * error correction); the PNG is written here with Node's own zlib, since the library's pure-JS PNG path cost 14 ms of
 * worker CPU per confirmation email against well under 1 ms this way (docs/decisions.md, "The pass, the calendar and
 * reminders").
 */
export function qrPng(text: string): Buffer {
  const { modules } = QRCode.create(oneByteSegment(text), { errorCorrectionLevel: 'M', maskPattern: MASK });
  const side = (modules.size + 2 * MARGIN) * SCALE;
  const rowBytes = Math.ceil(side / 8);
  // 1 bit per pixel, 0 black; each row starts with its filter byte (0, none). The SCALE rows of a module row are the
  // same: each is drawn once and copied.
  const pixels = Buffer.alloc((rowBytes + 1) * side, 0xff);
  for (let moduleY = -MARGIN; moduleY < modules.size + MARGIN; moduleY += 1) {
    const first = (moduleY + MARGIN) * SCALE * (rowBytes + 1);
    pixels[first] = 0;
    if (moduleY >= 0 && moduleY < modules.size) {
      for (let moduleX = 0; moduleX < modules.size; moduleX += 1) {
        if (!modules.get(moduleY, moduleX)) continue;
        for (let x = (moduleX + MARGIN) * SCALE; x < (moduleX + MARGIN + 1) * SCALE; x += 1) pixels[first + 1 + (x >> 3)] &= ~(0x80 >> (x & 7));
      }
    }
    for (let copy = 1; copy < SCALE; copy += 1) pixels.copy(pixels, first + copy * (rowBytes + 1), first, first + rowBytes + 1);
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
