#!/usr/bin/env node
// Draws the site's icons from the brand mark (the red square with the white "A" of the logo):
// favicon.ico, icon.svg and apple-icon.png beside the app router, the manifest's PNGs in public/.
// Run it after changing the mark: `node scripts/icons.mjs`. The outputs are committed.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp is a dependency of the API (image uploads).
const sharp = createRequire(path.join(root, 'apps/api/package.json'))('sharp');
const app = path.join(root, 'apps/web/src/app');
const pub = path.join(root, 'apps/web/public');

/** The mark on a 32-unit grid; `inset` leaves the safe zone a maskable icon needs. */
function mark({ rounded = true, inset = 0 } = {}) {
  const s = 32 - 2 * inset;
  const k = s / 32;
  const p = (x, y) => `${(inset + x * k).toFixed(2)} ${(inset + y * k).toFixed(2)}`;
  const bg = rounded
    ? '<rect width="32" height="32" rx="6" fill="#c8102e"/>'
    : '<rect width="32" height="32" fill="#c8102e"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>ACF Express</title>${bg}<path d="M${p(8, 27)} L${p(16, 5)} L${p(24, 27)} M${p(10.6, 20)} H${(inset + 21.4 * k).toFixed(2)}" stroke="#fff" stroke-width="${(3.4 * k).toFixed(2)}" fill="none" stroke-linejoin="round" stroke-linecap="round"/></svg>\n`;
}

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file holding PNG images (every current browser reads these). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const rounded = mark();
fs.writeFileSync(path.join(app, 'icon.svg'), rounded);
fs.writeFileSync(
  path.join(app, 'favicon.ico'),
  ico([
    { size: 16, data: await png(rounded, 16) },
    { size: 32, data: await png(rounded, 32) },
    { size: 48, data: await png(rounded, 48) },
  ]),
);
// iOS rounds the corners itself and shows transparency as black: a full square.
fs.writeFileSync(path.join(app, 'apple-icon.png'), await png(mark({ rounded: false, inset: 3 }), 180));
fs.mkdirSync(pub, { recursive: true });
fs.writeFileSync(path.join(pub, 'icon-192.png'), await png(rounded, 192));
fs.writeFileSync(path.join(pub, 'icon-512.png'), await png(rounded, 512));
fs.writeFileSync(path.join(pub, 'icon-maskable-512.png'), await png(mark({ rounded: false, inset: 6 }), 512));
console.log('icons written');
