import sharp from 'sharp';

/** A small deterministic PRNG so the demo photos are the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SHIRTS = ['#e4572e', '#2e86ab', '#f3a712', '#29bf12', '#a23b72', '#ffffff', '#3b1f2b'];
const SKIES = [
  ['#8ec5fc', '#e0f0ff'],
  ['#a1c4fd', '#c2e9fb'],
  ['#fbc2eb', '#a6c1ee'],
  ['#fddb92', '#d1fdff'],
];

function child(x: number, y: number, scale: number, shirt: string, armUp: boolean): string {
  const s = scale;
  const arm = armUp ? -40 * s : 25 * s;
  return `<g>
    <circle cx="${x}" cy="${y}" r="${22 * s}" fill="#f1c27d"/>
    <path d="M${x - 24 * s} ${y - 8 * s} q${24 * s} ${-30 * s} ${48 * s} 0" fill="#2b1d0e"/>
    <rect x="${x - 20 * s}" y="${y + 22 * s}" width="${40 * s}" height="${55 * s}" rx="${10 * s}" fill="${shirt}"/>
    <line x1="${x - 20 * s}" y1="${y + 32 * s}" x2="${x - 42 * s}" y2="${y + 32 * s + arm}" stroke="#f1c27d" stroke-width="${9 * s}" stroke-linecap="round"/>
    <line x1="${x + 20 * s}" y1="${y + 32 * s}" x2="${x + 42 * s}" y2="${y + 32 * s + arm}" stroke="#f1c27d" stroke-width="${9 * s}" stroke-linecap="round"/>
    <rect x="${x - 18 * s}" y="${y + 75 * s}" width="${14 * s}" height="${45 * s}" fill="#1d3557"/>
    <rect x="${x + 4 * s}" y="${y + 75 * s}" width="${14 * s}" height="${45 * s}" fill="#1d3557"/>
  </g>`;
}

function flags(width: number, rand: () => number): string {
  const out: string[] = [];
  const count = 14;
  for (let i = 0; i < count; i++) {
    const x = (i * width) / count;
    const color = SHIRTS[Math.floor(rand() * SHIRTS.length)]!;
    out.push(
      `<polygon points="${x},60 ${x + width / count},60 ${x + width / (2 * count)},120" fill="${color}"/>`,
    );
  }
  return `<line x1="0" y1="60" x2="${width}" y2="60" stroke="#555" stroke-width="3"/>${out.join('')}`;
}

/**
 * Draws a cheerful event scene (sky, bunting, field, a row of children) as a JPEG. The demo
 * seed uses it so a fresh install has real image files to browse, crop and buy without
 * shipping photos in the repository.
 */
export async function drawScenePhoto(options: {
  seed: number;
  width?: number;
  height?: number;
  caption: string;
}): Promise<Buffer> {
  const width = options.width ?? 1800;
  const height = options.height ?? 1200;
  const rand = seededRandom(options.seed);
  const [skyTop, skyBottom] = SKIES[options.seed % SKIES.length]!;
  const horizon = height * (0.5 + rand() * 0.1);
  const children: string[] = [];
  const count = 3 + Math.floor(rand() * 6);
  for (let i = 0; i < count; i++) {
    const scale = 1.6 + rand() * 1.4;
    const x = ((i + 0.5) * width) / count + (rand() - 0.5) * 60;
    const y = horizon + rand() * (height - horizon - 280 * scale * 0.5) * 0.6;
    children.push(child(x, y, scale, SHIRTS[Math.floor(rand() * SHIRTS.length)]!, rand() > 0.5));
  }
  const sunX = width * (0.1 + rand() * 0.8);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
    <rect width="${width}" height="${horizon}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${height * 0.16}" r="${height * 0.07}" fill="#ffd166"/>
    <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#7cb518"/>
    <ellipse cx="${width / 2}" cy="${horizon + (height - horizon) * 0.55}" rx="${width * 0.42}" ry="${(height - horizon) * 0.3}" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.8"/>
    ${flags(width, rand)}
    ${children.join('')}
    <text x="${width - 30}" y="${height - 30}" font-family="sans-serif" font-size="${Math.round(height / 28)}" fill="#ffffff" text-anchor="end" opacity="0.85">${escapeXml(options.caption)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: false }).toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
