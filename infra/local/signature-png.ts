// A hand-drawn-looking signature as a PNG, for the demo forms: the wizard stores what a person draws on its
// pad, so a demo form shows a stroke, not a blank box. Drawn from a few waves; no image library needed.
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 320;
const HEIGHT = 90;

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG (grey on white) of a looping stroke; `seed` varies it so two people's signatures differ. */
export const signaturePng = (seed = 1): Buffer => {
  const pixels = Buffer.alloc(WIDTH * HEIGHT, 255);
  const ink = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const [px, py] = [Math.round(x) + dx, Math.round(y) + dy];
        if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) pixels[py * WIDTH + px] = 40;
      }
    }
  };
  // A line of loops that rises and falls like handwriting, then an underline flourish.
  for (let t = 0; t < 1; t += 0.0004) {
    const x = 20 + t * 260 + 14 * Math.sin(t * 60 + seed);
    const y = 45 - 18 * Math.sin(t * 19 + seed) * Math.cos(t * 7) - 10 * Math.cos(t * 60 + seed);
    ink(x, y);
  }
  for (let t = 0; t < 1; t += 0.001) ink(40 + t * 250, 75 - 6 * Math.sin(t * Math.PI));
  const rows = Buffer.concat(
    Array.from({ length: HEIGHT }, (_, y) => Buffer.concat([Buffer.from([0]), pixels.subarray(y * WIDTH, (y + 1) * WIDTH)])),
  );
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
