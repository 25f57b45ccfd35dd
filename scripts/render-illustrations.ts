// Renders the site's illustrations (home banners, department photos, baby-guide pictures and
// video posters) from the SVG designs below into WebP files under public/images/. The centre has
// no photographs yet, so these stand in for them; the WebP files are committed, and this script is
// only re-run when a design changes: `node scripts/run-typescript.mjs scripts/render-illustrations.ts`.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = (...parts: string[]) => path.join(root, 'public', 'images', ...parts);

const c = {
  brand: '#0b6b8a',
  dark: '#084d63',
  tint: '#e8f4f8',
  sky: '#d8f0f7',
  red: '#e63946',
  sun: '#ffd86b',
  leaf: '#2a7f62',
  skin: '#f2c6a0',
  skinDark: '#c98b63',
  hair: '#3b2a20',
  white: '#ffffff',
  grey: '#c9d6de',
  ink: '#1d2939',
  peach: '#fde8e7',
  mint: '#dff3e6',
  lilac: '#ece6fa',
};

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

/** A soft two-stop background with a few round shapes, shared by every picture. */
const backdrop = (width: number, height: number, top: string, bottom: string, id = 'bg') => `
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#${id})"/>
  <circle cx="${width * 0.08}" cy="${height * 0.12}" r="${height * 0.22}" fill="#fff" opacity=".35"/>
  <circle cx="${width * 0.95}" cy="${height * 0.9}" r="${height * 0.3}" fill="#fff" opacity=".3"/>`;

const floor = (width: number, height: number, y: number, colour = '#cfe7ef') =>
  `<rect y="${y}" width="${width}" height="${height - y}" fill="${colour}"/>`;

/** A medical cross in a rounded square. */
const crossBadge = (x: number, y: number, size: number, fill = c.red, back = c.white) => {
  const u = size / 5;
  return `<g transform="translate(${x} ${y})"><rect width="${size}" height="${size}" rx="${u}" fill="${back}"/>
    <path d="M${2 * u} ${u}h${u}v${u}h${u}v${u}h${-u}v${u}h${-u}v${-u}h${-u}v${-u}h${u}z" fill="${fill}"/></g>`;
};

/** A standing person: head, hair, torso in a coat, legs. */
const person = (
  x: number,
  y: number,
  s: number,
  {
    coat = c.white,
    trim = c.brand,
    skin = c.skin,
    hair = c.hair,
    stethoscope = false,
    bag = false,
  } = {},
) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-38" y="150" width="30" height="120" rx="12" fill="${c.dark}"/>
    <rect x="8" y="150" width="30" height="120" rx="12" fill="${c.dark}"/>
    <path d="M-60 60 Q-60 20 -20 16 H20 Q60 20 60 60 V170 H-60z" fill="${coat}" stroke="${trim}" stroke-width="4"/>
    <path d="M-12 16 L0 60 L12 16z" fill="${trim}"/>
    <rect x="-14" y="-4" width="28" height="26" fill="${skin}"/>
    <circle cx="0" cy="-36" r="40" fill="${skin}"/>
    <path d="M-40 -40 Q-38 -84 0 -80 Q40 -84 40 -40 Q30 -60 0 -58 Q-28 -60 -40 -40z" fill="${hair}"/>
    <circle cx="-14" cy="-34" r="4" fill="${c.ink}"/><circle cx="14" cy="-34" r="4" fill="${c.ink}"/>
    <path d="M-12 -16 Q0 -8 12 -16" stroke="${c.ink}" stroke-width="3" fill="none" stroke-linecap="round"/>
    <rect x="-76" y="56" width="22" height="100" rx="11" fill="${coat}" stroke="${trim}" stroke-width="4"/>
    <rect x="54" y="56" width="22" height="100" rx="11" fill="${coat}" stroke="${trim}" stroke-width="4"/>
    <circle cx="-65" cy="164" r="12" fill="${skin}"/><circle cx="65" cy="164" r="12" fill="${skin}"/>
    ${stethoscope ? `<path d="M-22 22 Q-30 90 0 96 Q30 90 22 22" stroke="${c.ink}" stroke-width="5" fill="none"/><circle cx="0" cy="104" r="10" fill="${c.grey}" stroke="${c.ink}" stroke-width="4"/>` : ''}
    ${bag ? `<g transform="translate(58 140)"><rect x="0" y="0" width="90" height="64" rx="10" fill="${c.red}"/><path d="M26 0 v-14 h38 v14" stroke="${c.dark}" stroke-width="6" fill="none"/>${crossBadge(30, 16, 30, c.red)}</g>` : ''}
  </g>`;

/** A rack of sample tubes with coloured caps. */
const tubes = (
  x: number,
  y: number,
  s: number,
  caps = [c.red, c.sun, c.brand, '#7b5ea7', c.leaf],
) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    ${caps
      .map(
        (cap, i) => `<g transform="translate(${i * 44} 0)">
        <rect x="0" y="0" width="30" height="16" rx="4" fill="${cap}"/>
        <rect x="3" y="16" width="24" height="110" rx="12" fill="#fff" stroke="${c.brand}" stroke-width="3"/>
        <rect x="5" y="${60 + (i % 3) * 10}" width="20" height="${62 - (i % 3) * 10}" rx="10" fill="${i % 2 ? '#f3b3b8' : '#b31f2d'}" opacity=".85"/></g>`,
      )
      .join('')}
    <rect x="-12" y="86" width="${caps.length * 44 + 12}" height="22" rx="6" fill="${c.dark}"/>
    <rect x="-12" y="120" width="${caps.length * 44 + 12}" height="14" rx="6" fill="${c.brand}"/>
  </g>`;

const heartPulse = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <path d="M100 180 C20 120 0 80 0 50 A50 50 0 0 1 100 30 A50 50 0 0 1 200 50 C200 80 180 120 100 180z" fill="${c.red}"/>
    <path d="M10 92 H60 L76 60 L96 124 L116 76 L128 92 H190" stroke="#fff" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
  </g>`;

const clipboard = (x: number, y: number, s: number, rows = 4) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="220" height="290" rx="18" fill="${c.dark}"/>
    <rect x="16" y="26" width="188" height="250" rx="10" fill="#fff"/>
    <rect x="70" y="-12" width="80" height="36" rx="10" fill="${c.grey}"/>
    ${Array.from(
      { length: rows },
      (_, i) => `<g transform="translate(36 ${60 + i * 52})">
      <rect width="28" height="28" rx="6" fill="${c.mint}" stroke="${c.leaf}" stroke-width="3"/>
      <path d="M6 14 l6 7 l12 -14" stroke="${c.leaf}" stroke-width="5" fill="none" stroke-linecap="round"/>
      <rect x="44" y="6" width="${110 - (i % 2) * 30}" height="14" rx="7" fill="${c.grey}"/></g>`,
    ).join('')}
  </g>`;

const xrayFilm = (x: number, y: number, w: number, h: number) => `
  <g transform="translate(${x} ${y})">
    <rect width="${w}" height="${h}" rx="16" fill="#10202a"/>
    <rect x="14" y="14" width="${w - 28}" height="${h - 28}" rx="8" fill="#1e3a48"/>
    <g transform="translate(${w / 2} ${h * 0.16}) scale(${w / 400})" stroke="#e9f4f8" stroke-width="7" fill="none" stroke-linecap="round" opacity=".9">
      <path d="M0 0 V300"/>
      ${[0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<path d="M-8 ${30 + i * 42} C-60 ${20 + i * 42} -120 ${40 + i * 42} -130 ${80 + i * 42}"/><path d="M8 ${30 + i * 42} C60 ${20 + i * 42} 120 ${40 + i * 42} 130 ${80 + i * 42}"/>`,
        )
        .join('')}
      <path d="M-60 -6 Q-120 -20 -160 10"/><path d="M60 -6 Q120 -20 160 10"/>
    </g>
  </g>`;

const usgMonitor = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="300" height="210" rx="16" fill="${c.dark}"/>
    <rect x="16" y="16" width="268" height="170" rx="8" fill="#0d1b22"/>
    <path d="M150 40 L250 170 A160 160 0 0 1 50 170z" fill="#2b4450"/>
    <ellipse cx="150" cy="124" rx="44" ry="26" fill="#6f8f9c" opacity=".8"/>
    <ellipse cx="150" cy="124" rx="20" ry="12" fill="#0d1b22"/>
    <rect x="130" y="210" width="40" height="60" fill="${c.brand}"/>
    <rect x="60" y="268" width="180" height="22" rx="10" fill="${c.brand}"/>
    <path d="M300 120 Q360 140 350 230" stroke="${c.ink}" stroke-width="6" fill="none"/>
    <rect x="330" y="226" width="40" height="70" rx="18" fill="${c.grey}" stroke="${c.ink}" stroke-width="4"/>
  </g>`;

const magnifier = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="90" cy="90" r="80" fill="#fff" fill-opacity=".55" stroke="${c.dark}" stroke-width="18"/>
    <path d="M150 150 L230 230" stroke="${c.dark}" stroke-width="30" stroke-linecap="round"/>
    <path d="M50 70 Q70 40 104 40" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>
  </g>`;

const building = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="60" width="380" height="300" rx="10" fill="#fff" stroke="${c.brand}" stroke-width="6"/>
    <rect x="0" y="60" width="380" height="64" rx="10" fill="${c.brand}"/>
    ${crossBadge(160, 0, 60)}
    ${[0, 1, 2]
      .map((row) =>
        [0, 1, 2, 3]
          .filter((col) => !(row === 2 && (col === 1 || col === 2)))
          .map(
            (col) =>
              `<rect x="${30 + col * 86}" y="${150 + row * 70}" width="62" height="46" rx="6" fill="#bfe6f2" stroke="${c.brand}" stroke-width="4"/>`,
          )
          .join(''),
      )
      .join('')}
    <rect x="140" y="290" width="100" height="70" rx="4" fill="${c.dark}"/>
  </g>`;

const specialityBubble = (x: number, y: number, r: number, icon: string, fill: string) => `
  <g transform="translate(${x} ${y})"><circle r="${r}" fill="${fill}"/><g transform="scale(${r / 60})">${icon}</g></g>`;

const icons = {
  heart: `<path d="M0 30 C-30 8 -36 -8 -30 -20 A17 17 0 0 1 0 -22 A17 17 0 0 1 30 -20 C36 -8 30 8 0 30z" fill="#fff"/>`,
  brain: `<path d="M-30 6 C-40 -20 -14 -36 0 -24 C14 -36 40 -20 30 6 C34 26 10 34 0 24 C-10 34 -34 26 -30 6z" fill="#fff"/><path d="M0 -24 V24" stroke="${c.lilac}" stroke-width="4"/>`,
  eye: `<path d="M-36 0 Q0 -34 36 0 Q0 34 -36 0z" fill="#fff"/><circle r="12" fill="${c.dark}"/>`,
  bone: `<path d="M-26 -18 a9 9 0 1 1 8 -8 L18 26 a9 9 0 1 1 -8 8z" fill="#fff"/>`,
  baby: `<circle r="24" fill="#fff"/><circle cx="-8" cy="-2" r="3" fill="${c.ink}"/><circle cx="8" cy="-2" r="3" fill="${c.ink}"/><path d="M-8 10 Q0 16 8 10" stroke="${c.ink}" stroke-width="3" fill="none"/>`,
};

const microscope = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="20" y="300" width="260" height="40" rx="12" fill="${c.dark}"/>
    <path d="M200 300 Q260 220 210 120" stroke="${c.brand}" stroke-width="34" fill="none" stroke-linecap="round"/>
    <rect x="70" y="210" width="150" height="22" rx="6" fill="${c.grey}"/>
    <g transform="rotate(-28 150 100)"><rect x="120" y="0" width="56" height="170" rx="14" fill="${c.brand}"/><rect x="128" y="-40" width="40" height="50" rx="8" fill="${c.dark}"/><rect x="134" y="166" width="28" height="34" rx="6" fill="${c.ink}"/></g>
    <rect x="96" y="196" width="80" height="12" rx="4" fill="#9fd3e3"/>
    <circle cx="136" cy="202" r="6" fill="${c.red}"/>
  </g>`;

const analyser = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="420" height="300" rx="20" fill="#fff" stroke="${c.brand}" stroke-width="6"/>
    <rect x="24" y="24" width="160" height="110" rx="10" fill="#0d1b22"/>
    <path d="M36 110 L70 70 L100 92 L136 50 L170 76" stroke="#5fd4a0" stroke-width="6" fill="none"/>
    <rect x="210" y="30" width="180" height="18" rx="9" fill="${c.grey}"/>
    <rect x="210" y="62" width="130" height="18" rx="9" fill="${c.grey}"/>
    <rect x="210" y="94" width="150" height="18" rx="9" fill="${c.grey}"/>
    <rect x="24" y="160" width="372" height="110" rx="12" fill="${c.tint}"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) =>
          `<rect x="${44 + i * 44}" y="176" width="24" height="78" rx="10" fill="#fff" stroke="${c.brand}" stroke-width="3"/><rect x="${44 + i * 44}" y="170" width="24" height="12" rx="3" fill="${[c.red, c.sun, c.brand, c.leaf][i % 4]}"/>`,
      )
      .join('')}
    <circle cx="380" cy="130" r="10" fill="#5fd4a0"/>
  </g>`;

const xrayMachine = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="300" width="520" height="40" rx="10" fill="${c.dark}"/>
    <rect x="40" y="230" width="440" height="70" rx="16" fill="#fff" stroke="${c.brand}" stroke-width="6"/>
    <rect x="60" y="238" width="400" height="14" rx="7" fill="${c.tint}"/>
    <rect x="410" y="-20" width="30" height="250" fill="${c.grey}"/>
    <rect x="200" y="-20" width="240" height="26" rx="8" fill="${c.grey}"/>
    <path d="M190 10 h100 l-16 80 h-68z" fill="${c.brand}"/>
    <rect x="214" y="90" width="52" height="18" rx="4" fill="${c.dark}"/>
    <path d="M240 108 L180 228 M240 108 L300 228" stroke="${c.sun}" stroke-width="4" stroke-dasharray="10 10" opacity=".9"/>
    <rect x="-120" y="40" width="90" height="300" rx="10" fill="#fff" stroke="${c.brand}" stroke-width="6"/>
    <rect x="-104" y="60" width="58" height="110" rx="6" fill="${c.tint}"/>
    <circle cx="-75" cy="210" r="8" fill="${c.red}"/><circle cx="-75" cy="240" r="8" fill="${c.leaf}"/>
  </g>`;

const desk = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="420" height="26" rx="8" fill="${c.dark}"/>
    <rect x="20" y="26" width="24" height="160" fill="${c.brand}"/><rect x="376" y="26" width="24" height="160" fill="${c.brand}"/>
    <rect x="60" y="-70" width="120" height="70" rx="8" fill="#0d1b22"/><rect x="110" y="0" width="20" height="6" fill="${c.grey}"/>
    <rect x="250" y="-24" width="100" height="24" rx="4" fill="#fff" stroke="${c.grey}" stroke-width="3"/>
  </g>`;

/** Home banners: the composition is centred, as the slide shows the whole picture beside its text. */
const banners = {
  'doctors-chambers': (
    w: number,
    h: number,
  ) => `${backdrop(w, h, '#d9eff6', '#f4fbfd')}${floor(w, h, 700)}<g transform="translate(-240 0)">
    ${desk(560, 560, 1.6)}${person(440, 380, 1.5, { stethoscope: true })}
    ${person(1180, 400, 1.35, { coat: '#f7d9a8', trim: '#c98b63', skin: c.skinDark, hair: '#1d1410' })}
    <g transform="translate(1180 90)"><rect width="300" height="200" rx="20" fill="#fff" stroke="${c.brand}" stroke-width="6"/>
    <rect width="300" height="54" rx="20" fill="${c.brand}"/><rect y="34" width="300" height="20" fill="${c.brand}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${24 + i * 54}" y="78" width="38" height="34" rx="6" fill="${i === 2 ? c.red : c.tint}"/><rect x="${24 + i * 54}" y="130" width="38" height="34" rx="6" fill="${c.tint}"/>`).join('')}</g></g>`,
  'home-sample-collection': (w: number, h: number) => `${backdrop(w, h, '#fde8e7', '#fff7f0')}
    <path d="M0 760 Q400 700 800 740 T1600 720 V900 H0z" fill="#9fd6a8"/><g transform="translate(-240 0)">
    <g transform="translate(820 250)"><path d="M0 200 L260 20 L520 200z" fill="${c.red}"/><rect x="40" y="200" width="440" height="300" fill="#fff" stroke="${c.dark}" stroke-width="6"/>
    <rect x="210" y="330" width="100" height="170" rx="6" fill="${c.brand}"/><rect x="80" y="250" width="100" height="80" rx="6" fill="#bfe6f2" stroke="${c.dark}" stroke-width="4"/><rect x="340" y="250" width="100" height="80" rx="6" fill="#bfe6f2" stroke="${c.dark}" stroke-width="4"/></g>
    ${person(560, 430, 1.4, { coat: c.tint, trim: c.brand, bag: true })}
    ${tubes(1180, 640, 0.9)}
    <g transform="translate(300 110)"><path d="M60 0 A60 60 0 0 1 120 60 C120 110 60 170 60 170 C60 170 0 110 0 60 A60 60 0 0 1 60 0z" fill="${c.brand}"/><circle cx="60" cy="60" r="24" fill="#fff"/></g></g>`,
  'full-body-checkup': (
    w: number,
    h: number,
  ) => `${backdrop(w, h, '#e6f5ec', '#f7fcf9')}<g transform="translate(-240 0)">
    ${clipboard(820, 170, 1.9, 5)}${heartPulse(1120, 170, 1.5)}
    <g transform="translate(1200 520)"><path d="M80 0 C30 70 10 110 10 140 A70 70 0 0 0 150 140 C150 110 130 70 80 0z" fill="${c.red}"/><path d="M50 140 a30 30 0 0 0 30 30" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/></g>
    ${tubes(560, 560, 1.1, [c.red, c.brand, c.sun])}</g>`,
  'xray-usg': (
    w: number,
    h: number,
  ) => `${backdrop(w, h, '#dfe8f5', '#f5f8fc')}<g transform="translate(-240 0)">
    ${xrayFilm(720, 130, 380, 480)}${usgMonitor(1140, 260, 1.2)}
    <rect x="660" y="640" width="900" height="26" rx="13" fill="${c.grey}"/></g>`,
  polyclinic: (
    w: number,
    h: number,
  ) => `${backdrop(w, h, '#e9e4f7', '#f8f6fd')}${floor(w, h, 760, '#d9d2f0')}<g transform="translate(-240 0)">
    ${building(820, 250, 1.4)}
    ${specialityBubble(700, 260, 70, icons.heart, c.red)}${specialityBubble(1460, 220, 64, icons.brain, '#7b5ea7')}
    ${specialityBubble(1480, 520, 58, icons.eye, c.brand)}${specialityBubble(700, 560, 60, icons.bone, c.leaf)}
    ${specialityBubble(1460, 760, 44, icons.baby, '#e39b3b')}</g>`,
  'find-a-test': (
    w: number,
    h: number,
  ) => `${backdrop(w, h, '#fff4d6', '#fffbf0')}<g transform="translate(-240 0)">
    <g transform="translate(760 140)"><rect width="520" height="600" rx="26" fill="#fff" stroke="${c.brand}" stroke-width="6"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<g transform="translate(40 ${50 + i * 90})"><rect width="${240 - (i % 3) * 40}" height="22" rx="11" fill="${c.grey}"/><rect y="34" width="160" height="14" rx="7" fill="${c.tint}"/><rect x="330" y="0" width="110" height="44" rx="12" fill="${i % 2 ? c.mint : c.peach}"/><rect x="350" y="16" width="70" height="12" rx="6" fill="${i % 2 ? c.leaf : c.red}"/></g>`).join('')}</g>
    ${magnifier(1140, 400, 1.5)}${tubes(560, 620, 0.9, [c.red, c.sun, c.brand])}</g>`,
};

const photoBackdrop = (w: number, h: number, top: string, bottom: string) =>
  `${backdrop(w, h, top, bottom, 'pbg')}${floor(w, h, h * 0.78, '#d7e4ea')}`;

const departments = {
  'xray-1': (w: number, h: number) =>
    `${photoBackdrop(w, h, '#dfe8f5', '#f5f8fc')}${xrayMachine(230, 220, 1)}`,
  'xray-2': (w: number, h: number) => `${photoBackdrop(w, h, '#1b2d36', '#24404c')}
    <rect x="170" y="80" width="460" height="380" rx="18" fill="#f6fbfd" opacity=".95"/>${xrayFilm(210, 110, 380, 320)}
    <rect x="340" y="460" width="120" height="60" fill="${c.grey}"/>`,
  'xray-3': (w: number, h: number) => `${photoBackdrop(w, h, '#e4eef4', '#f6f9fb')}
    ${desk(190, 380, 1)}<g transform="translate(230 160)"><rect width="330" height="220" rx="14" fill="${c.dark}"/>${xrayFilm(20, 18, 180, 184)}
    <rect x="220" y="30" width="90" height="14" rx="7" fill="${c.grey}"/><rect x="220" y="60" width="70" height="14" rx="7" fill="${c.grey}"/><rect x="220" y="90" width="80" height="14" rx="7" fill="${c.grey}"/></g>`,
  'pathology-1': (
    w: number,
    h: number,
  ) => `${photoBackdrop(w, h, '#e6f5ec', '#f7fcf9')}${microscope(240, 110, 1.1)}
    <rect x="120" y="468" width="560" height="20" rx="8" fill="${c.dark}"/>`,
  'pathology-2': (w: number, h: number) =>
    `${photoBackdrop(w, h, '#fde8e7', '#fff7f0')}${tubes(130, 200, 1.8, [c.red, c.sun, c.brand, '#7b5ea7', c.leaf, c.red, c.brand])}`,
  'pathology-3': (w: number, h: number) =>
    `${photoBackdrop(w, h, '#e8f4f8', '#f6fbfd')}${analyser(190, 130, 1)}`,
  'pathology-4': (w: number, h: number) => `${photoBackdrop(w, h, '#fff4d6', '#fffbf0')}
    <g transform="translate(140 170)"><rect width="300" height="210" rx="28" fill="${c.brand}"/><rect x="20" y="190" width="260" height="90" rx="20" fill="${c.dark}"/>
    <rect x="260" y="120" width="150" height="36" rx="18" fill="${c.grey}"/></g>
    ${tubes(510, 250, 1.1, [c.red, c.sun, c.brand])}${crossBadge(560, 90, 80)}`,
  'doctor-consult': (w: number, h: number) => `${photoBackdrop(w, h, '#d9eff6', '#f4fbfd')}
    ${desk(200, 400, 1)}${person(280, 250, 0.9, { stethoscope: true })}
    ${person(560, 270, 0.85, { coat: '#f7d9a8', trim: '#c98b63', skin: c.skinDark, hair: '#1d1410' })}`,
  usg: (
    w: number,
    h: number,
  ) => `${photoBackdrop(w, h, '#e9e4f7', '#f8f6fd')}${usgMonitor(140, 150, 1)}
    <rect x="470" y="380" width="240" height="60" rx="18" fill="#fff" stroke="${c.brand}" stroke-width="5"/><rect x="490" y="440" width="20" height="80" fill="${c.grey}"/><rect x="670" y="440" width="20" height="80" fill="${c.grey}"/>`,
};

const babyGuide = {
  feeding: (w: number, h: number) => `${backdrop(w, h, '#fff1e6', '#fffaf5', 'bb')}
    <g transform="translate(240 70)"><rect x="20" y="0" width="80" height="40" rx="20" fill="${c.sun}"/><rect x="0" y="36" width="120" height="30" rx="10" fill="${c.brand}"/>
    <rect x="6" y="66" width="108" height="220" rx="30" fill="#fff" stroke="${c.brand}" stroke-width="6"/><rect x="12" y="150" width="96" height="130" rx="24" fill="#fdf2d8"/>
    ${[0, 1, 2].map((i) => `<rect x="70" y="${100 + i * 50}" width="30" height="6" rx="3" fill="${c.brand}"/>`).join('')}</g>`,
  sleep: (w: number, h: number) => `${backdrop(w, h, '#1f3b57', '#35597a', 'bb')}
    <path d="M420 60 A60 60 0 1 0 480 150 A48 48 0 1 1 420 60z" fill="${c.sun}"/>
    <g transform="translate(150 190)"><rect width="300" height="150" rx="24" fill="#fff"/><rect x="20" y="40" width="260" height="90" rx="20" fill="#bfe6f2"/>
    <circle cx="80" cy="70" r="30" fill="${c.skin}"/><rect x="100" y="50" width="160" height="70" rx="30" fill="#f3b3b8"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${16 + i * 52}" y="-40" width="10" height="60" fill="#fff"/>`).join('')}</g>
    ${[0, 1, 2].map((i) => `<circle cx="${90 + i * 140}" cy="${60 + (i % 2) * 40}" r="5" fill="#fff"/>`).join('')}`,
  bath: (w: number, h: number) => `${backdrop(w, h, '#e3f4fb', '#f6fcff', 'bb')}
    <g transform="translate(110 200)"><path d="M0 0 H380 Q370 130 260 140 H120 Q10 130 0 0z" fill="#fff" stroke="${c.brand}" stroke-width="6"/>
    <rect x="-10" y="-14" width="400" height="24" rx="12" fill="${c.brand}"/><circle cx="150" cy="-50" r="36" fill="${c.skin}"/></g>
    ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${160 + i * 60}" cy="${150 - (i % 2) * 40}" r="${14 + (i % 3) * 6}" fill="#fff" stroke="#9fd3e3" stroke-width="4"/>`).join('')}
    <g transform="translate(400 110)"><ellipse cx="30" cy="30" rx="36" ry="26" fill="${c.sun}"/><circle cx="56" cy="10" r="18" fill="${c.sun}"/><path d="M70 10 l18 4 l-18 6z" fill="#e39b3b"/></g>`,
  vaccination: (w: number, h: number) => `${backdrop(w, h, '#e6f5ec', '#f7fcf9', 'bb')}
    <g transform="translate(170 50)"><rect width="260" height="300" rx="20" fill="#fff" stroke="${c.leaf}" stroke-width="6"/>
    <rect width="260" height="60" rx="20" fill="${c.leaf}"/><rect y="40" width="260" height="20" fill="${c.leaf}"/>
    ${[0, 1, 2, 3].map((i) => `<g transform="translate(28 ${90 + i * 50})"><circle cx="14" cy="14" r="14" fill="${i < 3 ? c.mint : c.tint}" stroke="${c.leaf}" stroke-width="3"/>${i < 3 ? `<path d="M7 14 l5 6 l10 -12" stroke="${c.leaf}" stroke-width="4" fill="none"/>` : ''}<rect x="44" y="8" width="${150 - i * 16}" height="12" rx="6" fill="${c.grey}"/></g>`).join('')}</g>`,
  growth: (w: number, h: number) => `${backdrop(w, h, '#ece6fa', '#f9f7fe', 'bb')}
    <g transform="translate(120 40)"><rect width="90" height="320" rx="10" fill="#fff" stroke="#7b5ea7" stroke-width="6"/>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="0" y="${30 + i * 32}" width="${i % 2 ? 30 : 50}" height="6" fill="#7b5ea7"/>`).join('')}</g>
    <g transform="translate(260 150)"><circle cx="90" cy="40" r="44" fill="${c.skin}"/><rect x="40" y="84" width="100" height="120" rx="40" fill="#9fd3e3"/>
    <circle cx="74" cy="36" r="5" fill="${c.ink}"/><circle cx="106" cy="36" r="5" fill="${c.ink}"/><path d="M76 58 Q90 68 104 58" stroke="${c.ink}" stroke-width="4" fill="none"/></g>
    ${heartPulse(430, 40, 0.55)}`,
};

/** Video posters reuse two banner designs at the posters' 16:9 size. */
const posters = {
  'home-collection': () =>
    `<g transform="scale(.6)">${banners['home-sample-collection'](1600, 900)}</g>`,
  'centre-tour': () => `<g transform="scale(.6)">${banners.polyclinic(1600, 900)}</g>`,
};

type Design = (width: number, height: number) => string;

interface Job {
  folder: string;
  name: string;
  design: Design;
  width: number;
  height: number;
  widths: number[];
}

async function render({ name, folder, design, width, height, widths }: Job) {
  const markup = svg(width, height, design(width, height));
  const written = [];
  for (const target of widths) {
    const file = out(folder, widths.length === 1 ? `${name}.webp` : `${name}-${target}.webp`);
    await sharp(Buffer.from(markup), { density: 72 * (target / width) * 1.2 })
      .resize(target, Math.round((target * height) / width))
      .webp({ quality: 78, effort: 6 })
      .toFile(file);
    const { size } = await stat(file);
    if (size > 150_000) throw new Error(`${file} is ${size} bytes: over the 150 KB image budget`);
    written.push(`${path.relative(root, file)} ${(size / 1024).toFixed(1)} KiB`);
  }
  return written;
}

const sets: [
  folder: string,
  designs: Record<string, Design>,
  width: number,
  height: number,
  widths: number[],
][] = [
  ['banners', banners, 1600, 900, [480, 800, 1200]],
  ['departments', departments, 800, 600, [800]],
  ['baby-guide', babyGuide, 600, 400, [600]],
  ['videos', posters, 960, 540, [960]],
];
const jobs: Job[] = sets.flatMap(([folder, designs, width, height, widths]) =>
  Object.entries(designs).map(([name, design]) => ({
    folder,
    name,
    design,
    width,
    height,
    widths,
  })),
);

for (const folder of new Set(jobs.map((job) => job.folder)))
  await mkdir(out(folder), { recursive: true });
for (const job of jobs) {
  for (const line of await render(job)) console.log(line);
}
