// Renders the installable app's icons (manifest, apple-touch-icon) from the logo mark, so
// they never drift from it. Run after changing the mark: `node apps/web/scripts/make-icons.mjs`.
// The PNGs are committed: the build needs no image library.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));
const PRIMARY = '#b9482f';
const ACCENT = '#f3b940';

/** The mark of shared/ui/logo.tsx on a 64-unit grid; `inset` shrinks it into a safe zone. */
function markSvg({ size, rounded, inset }) {
  const scale = 1 - 2 * inset;
  const offset = 64 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 16 : 0}" fill="${PRIMARY}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <circle cx="32" cy="34" r="14" fill="none" stroke="#fff" stroke-width="5"/>
    <circle cx="32" cy="34" r="5" fill="${ACCENT}"/>
    <rect x="20" y="12" width="12" height="6" rx="2" fill="#fff"/>
  </g>
</svg>`;
}

const ICONS = [
  // "any": the rounded tile, as the favicon.
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0 },
  // "maskable": full bleed, the mark inside the central 80 % that every mask keeps.
  { file: 'maskable-512.png', size: 512, rounded: false, inset: 0.12 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.06 },
];

await mkdir(OUT, { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(markSvg(icon)))
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}${icon.file}`);
  console.log(`wrote ${icon.file}`);
}
