// Draws the app icons from one SVG with sharp: `node src/client/pwa/make-icons.mjs` (output in public/icons).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../../../public/icons");
fs.mkdirSync(out, { recursive: true });

// The mark: a white price tag on an orange rounded square. `pad` shrinks the art for maskable icons.
const svg = (size, { pad = 0, rounded = true } = {}) => {
  const s = 512;
  const inner = s - pad * 2;
  const k = inner / 32;
  const t = (x) => pad + x * k;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${s} ${s}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fb923c"/><stop offset="1" stop-color="#ea580c"/></linearGradient></defs>
  <rect width="${s}" height="${s}" rx="${rounded ? 112 : 0}" fill="url(#g)"/>
  <path d="M${t(9)} ${t(9)}h${7.2 * k}l${7.3 * k} ${7.3 * k}a${1.6 * k} ${1.6 * k} 0 0 1 0 ${2.3 * k}l-${4.9 * k} ${4.9 * k}a${1.6 * k} ${1.6 * k} 0 0 1-${2.3 * k} 0L${t(9)} ${t(16.2)}z" fill="#fff"/>
  <circle cx="${t(12.8)}" cy="${t(12.8)}" r="${1.7 * k}" fill="#ea580c"/>
</svg>`;
};

fs.writeFileSync(path.join(out, "icon.svg"), svg(512));
await sharp(Buffer.from(svg(192)))
  .png()
  .toFile(path.join(out, "icon-192.png"));
await sharp(Buffer.from(svg(512)))
  .png()
  .toFile(path.join(out, "icon-512.png"));
// Maskable: full-bleed background, art inside the 80 % safe zone.
await sharp(Buffer.from(svg(512, { pad: 80, rounded: false })))
  .png()
  .toFile(path.join(out, "maskable-512.png"));
await sharp(Buffer.from(svg(180, { rounded: false })))
  .png()
  .toFile(path.join(out, "apple-touch-icon.png"));
console.log("icons written to", out);
