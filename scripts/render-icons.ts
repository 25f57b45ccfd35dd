// Renders the web app manifest's icons and the link-preview pictures (English and Bengali) from the
// centre's mark (public/favicon.svg) into public/. The files are committed, so no build needs a
// Bengali font; re-run this script only when the mark, the brand name, the tagline or the colours
// change, on a machine with Noto Sans Bengali (Debian's fonts-noto-core):
// `node scripts/run-typescript.mjs scripts/render-icons.ts`.
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const brand = '#0b6b8a';
const mark = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const markBody = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
// The names as src/shared/site.ts spells them, so the picture follows the site's config.
const siteSource = await readFile(path.join(root, 'src/shared/site.ts'), 'utf8');
const bengaliSiteSource = await readFile(path.join(root, 'src/i18n/bn/site.ts'), 'utf8');
const textIn = (source: string, key: string) =>
  new RegExp(`${key}: '([^']+)'`).exec(source)?.[1] ?? '';
const siteText = (key: string) => textIn(siteSource, key);
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The mark on a full square of the brand colour, its cross within the middle `safe` share. */
const squareIcon = (size: number, safe: number) => {
  const inner = size * safe;
  const offset = (size - inner) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="${brand}"/>
    <svg x="${offset}" y="${offset}" width="${inner}" height="${inner}" viewBox="0 0 40 40">
      ${markBody.replace(/<rect[^>]*\/>/, '')}
    </svg>
  </svg>`;
};

// 1200 × 630, what WhatsApp, Facebook and X ask for; words the preview can read at thumbnail size.
// The brand name stays as it is spelt in both; the tagline and the line under it are the reader's.
const openGraph = (
  tagline: string,
  offer: string,
  fonts: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0b6b8a"/><stop offset="1" stop-color="#084d63"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="220" fill="#ffffff" opacity="0.06"/>
  <circle cx="1130" cy="600" r="160" fill="#ffffff" opacity="0.05"/>
  <svg x="90" y="120" width="150" height="150" viewBox="0 0 40 40">
    <rect width="40" height="40" rx="10" fill="#fff"/>
    <path d="M15 5h10v10h10v10H25v10H15V25H5V15h10z" fill="${brand}"/>
    <path d="M20 11c-3 4.3-4.5 7-4.5 9a4.5 4.5 0 0 0 9 0c0-2-1.5-4.7-4.5-9z" fill="#e63946"/>
  </svg>
  <g font-family="${fonts}" fill="#ffffff">
    <text x="90" y="370" font-size="76" font-weight="700">${escapeXml(siteText('brandName'))}</text>
    <text x="90" y="440" font-size="38" opacity="0.92">${escapeXml(tagline)}</text>
    <text x="90" y="530" font-size="32" opacity="0.85">${escapeXml(offer)}</text>
  </g>
</svg>`;
const englishCard = openGraph(
  siteText('brandTagline'),
  'Lab tests with prices · Health packages · Home collection',
  'Noto Sans, DejaVu Sans, sans-serif',
);
const bengaliCard = openGraph(
  textIn(bengaliSiteSource, 'brandTagline'),
  'দাম সহ ল্যাব টেস্ট · হেলথ প্যাকেজ · বাড়ি থেকে নমুনা সংগ্রহ',
  'Noto Sans Bengali, Noto Sans, sans-serif',
);

const outputs: [file: string, render: () => Sharp][] = [
  ['icons/icon-192.png', () => sharp(Buffer.from(squareIcon(192, 0.8))).png()],
  ['icons/icon-512.png', () => sharp(Buffer.from(squareIcon(512, 0.8))).png()],
  // Maskable: launchers crop to a circle or squircle, so the mark keeps to the middle 60 %.
  ['icons/maskable-512.png', () => sharp(Buffer.from(squareIcon(512, 0.6))).png()],
  ['icons/apple-touch-icon.png', () => sharp(Buffer.from(squareIcon(180, 0.8))).png()],
  ['og-image.jpg', () => sharp(Buffer.from(englishCard)).jpeg({ quality: 82, mozjpeg: true })],
  ['bn/og-image.jpg', () => sharp(Buffer.from(bengaliCard)).jpeg({ quality: 82, mozjpeg: true })],
];

await mkdir(path.join(publicDir, 'icons'), { recursive: true });
for (const [file, render] of outputs) {
  const target = path.join(publicDir, file);
  await render().toFile(target);
  console.log(`${file}: ${((await stat(target)).size / 1024).toFixed(1)} KiB`);
}
