// A file Chromium can play as its camera (--use-file-for-fake-video-capture): a Y4M video (YUV4MPEG2: a text header,
// then frames of 4:2:0 planes) showing one picture, here a pass's QR code on white, as a phone held over the pass sees it.
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

/** Chromium's flags for a camera playing `y4mPath`, granted without asking. */
export const fakeCameraArgs = (y4mPath: string): string[] => ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${y4mPath}`];

/** Writes `png` (a data: URL or its bytes) centred on a white 640×480 picture, enlarged to fill most of it, as a Y4M video. */
export function writeY4m(png: string | Buffer, y4mPath: string): void {
  const bytes = typeof png === 'string' ? Buffer.from(png.split(',')[1], 'base64') : png;
  const image = PNG.sync.read(bytes);
  const scale = Math.max(1, Math.floor((HEIGHT * 0.8) / Math.max(image.width, image.height)));
  const left = Math.floor((WIDTH - image.width * scale) / 2);
  const top = Math.floor((HEIGHT - image.height * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < image.height * scale; y++) {
    for (let x = 0; x < image.width * scale; x++) {
      const i = ((Math.floor(y / scale) * image.width + Math.floor(x / scale)) * 4) >>> 0;
      const [r, g, b, a] = [image.data[i], image.data[i + 1], image.data[i + 2], image.data[i + 3] / 255];
      // BT.601 studio range, over white where the PNG is transparent.
      const grey = (0.299 * r + 0.587 * g + 0.114 * b) * a + 255 * (1 - a);
      luma[(top + y) * WIDTH + left + x] = Math.round(16 + (grey * 219) / 255);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(y4mPath, Buffer.concat([header, ...Array<Buffer>(FRAMES).fill(frame)]));
}
