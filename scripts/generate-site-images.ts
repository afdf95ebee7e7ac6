/**
 * Writes the public site's illustrations (public/images/site) and the sample resource downloads
 * (public/downloads). Everything is drawn here, so the files are licence-clean, tiny and served by
 * the site itself. Run: npx node scripts/generate-site-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

const palette = {
  ink: '#0f172a',
  slate: '#334155',
  mist: '#cbd5e1',
  paper: '#f8fafc',
  orange: '#f97316',
  deep: '#c2410c',
  amber: '#fbbf24',
  teal: '#0d9488',
  sky: '#38bdf8',
  green: '#16a34a',
  violet: '#7c3aed',
};
const skins = ['#8d5524', '#c68642', '#a0662f', '#e0ac69', '#6b4226'];
const shirts = [palette.orange, palette.teal, palette.violet, palette.sky, '#e11d48', palette.green, palette.amber];

/** A deterministic pseudo-random sequence, so every run writes the same files. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function svg(width: number, height: number, viewBox: string, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${label}">${body}</svg>\n`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const text = (x: number, y: number, size: number, fill: string, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="${fill}"${extra ? ` ${extra}` : ''}>${content}</text>`;

function gradient(id: string, from: string, to: string, vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Lit windows as a pattern, so a skyline costs a few bytes. */
const windowsPattern = `<pattern id="win" width="14" height="18" patternUnits="userSpaceOnUse">${rect(4, 4, 6, 8, '#fde68a', 'opacity=".55"')}</pattern>`;

function skyline(seed: number, baseY: number, color: string, width = 800): string {
  const random = seeded(seed);
  let x = -10;
  let out = '';
  while (x < width) {
    const w = 40 + Math.round(random() * 50);
    const h = 60 + Math.round(random() * 130);
    out += rect(x, baseY - h, w, h, color) + rect(x, baseY - h, w, h, 'url(#win)');
    x += w + 4;
  }
  return out;
}

function person(x: number, y: number, index: number, scale = 1): string {
  const skin = skins[index % skins.length];
  const shirt = shirts[index % shirts.length];
  return `<g transform="translate(${x} ${y}) scale(${scale})">${rect(-11, -36, 22, 36, shirt, 'rx="9"')}${circle(0, -46, 10, skin)}${rect(-10, -57, 20, 8, palette.ink, 'rx="4"')}</g>`;
}

function crowd(seed: number, count: number, fromX: number, toX: number, y: number, scale = 1): string {
  const random = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = fromX + ((toX - fromX) * (i + random() * 0.6)) / count;
    out += person(Math.round(x), y + Math.round(random() * 10), i + seed, scale);
  }
  return out;
}

function road(y: number, height: number): string {
  let dashes = '';
  for (let x = 10; x < 800; x += 70) dashes += rect(x, y + height / 2 - 3, 36, 6, '#e2e8f0', 'opacity=".8"');
  return rect(0, y, 800, height, '#1e293b') + dashes;
}

function wheel(cx: number, cy: number, r = 16): string {
  return circle(cx, cy, r, palette.ink) + circle(cx, cy, r / 2.4, palette.mist);
}

function adBoard(x: number, y: number, w: number, h: number, headline: string, sub: string, bg = palette.orange): string {
  const size = Math.round(h / 4.2);
  return (
    rect(x - 6, y - 6, w + 12, h + 12, palette.ink, 'rx="4"') +
    rect(x, y, w, h, bg, 'rx="2"') +
    circle(x + w - h * 0.32, y + h * 0.5, h * 0.3, '#ffffff', 'opacity=".18"') +
    text(x + w * 0.07, y + h * 0.46, size, '#ffffff', headline) +
    text(x + w * 0.07, y + h * 0.75, Math.round(size * 0.55), '#fff7ed', sub)
  );
}

type Scene = { label: string; defs: string; body: string };

const duskSky = (id: string) => gradient(id, '#1e1b4b', '#fb923c');
const daySky = (id: string) => gradient(id, '#7dd3fc', '#e0f2fe');

const scenes: Record<string, Scene> = {
  billboards: {
    label: 'A lit billboard above a busy road at dusk',
    defs: duskSky('sky') + windowsPattern,
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      skyline(3, 400, '#312e81') +
      rect(300, 250, 14, 150, palette.ink) +
      rect(486, 250, 14, 150, palette.ink) +
      adBoard(180, 90, 440, 180, 'MONSOON SALE', 'Up to 50% off this weekend') +
      rect(230, 70, 8, 20, palette.ink) +
      rect(560, 70, 8, 20, palette.ink) +
      road(400, 100),
  },
  unipoles: {
    label: 'A tall double-sided unipole beside a highway',
    defs: daySky('sky'),
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      rect(0, 330, 800, 170, '#86efac') +
      `<path d="M330 500 L390 330 L410 330 L470 500 Z" fill="#334155"/>` +
      `<path d="M395 340h10v20h-10zM393 380h14v28h-14zM390 440h20v40h-20z" fill="#f8fafc"/>` +
      rect(584, 150, 16, 250, palette.slate) +
      adBoard(470, 50, 250, 110, 'NEW HOMES', 'Move in this Pongal', palette.teal) +
      rect(150, 250, 8, 90, palette.slate) +
      adBoard(90, 200, 130, 60, 'CAFE', 'Next exit', palette.deep),
  },
  'van-advertising': {
    label: 'A branded advertising van with an LED screen',
    defs: daySky('sky') + windowsPattern + gradient('led', '#0ea5e9', '#7c3aed', false),
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      skyline(7, 360, '#94a3b8') +
      road(360, 140) +
      rect(170, 200, 380, 170, '#ffffff', 'rx="12"') +
      rect(550, 240, 110, 130, '#ffffff', 'rx="14"') +
      rect(575, 255, 70, 50, '#bae6fd', 'rx="6"') +
      rect(190, 220, 200, 120, 'url(#led)', 'rx="6"') +
      text(210, 275, 30, '#ffffff', 'FLAT 30%') +
      text(210, 310, 16, '#e0f2fe', 'Opens this Sunday') +
      rect(405, 220, 125, 120, palette.orange, 'rx="6"') +
      text(420, 290, 22, '#ffffff', 'KAAPI') +
      wheel(250, 375, 24) +
      wheel(580, 375, 24),
  },
  lookwalker: {
    label: 'A promoter carrying a backpack display in a crowd',
    defs: gradient('sky', '#fef3c7', '#fed7aa') + windowsPattern,
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      skyline(11, 330, '#fdba74') +
      rect(0, 330, 800, 170, '#e7e5e4') +
      crowd(2, 9, 40, 760, 460, 1.5) +
      rect(392, 210, 10, 150, palette.ink) +
      adBoard(320, 120, 160, 96, 'NEW STORE', 'T. Nagar, 2 min walk', palette.deep) +
      person(397, 430, 1, 2.2),
  },
  'tricycle-advertising': {
    label: 'A pedal tricycle carrying an advertising panel on a beach road',
    defs: daySky('sky'),
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      rect(0, 250, 800, 70, '#0284c7') +
      rect(0, 320, 800, 70, '#fde68a') +
      road(390, 110) +
      adBoard(330, 180, 250, 150, 'FRESH', 'Juice bar, Besant Nagar', palette.green) +
      rect(330, 335, 250, 20, palette.slate) +
      wheel(360, 400, 26) +
      wheel(550, 400, 26) +
      wheel(250, 400, 26) +
      `<path d="M250 400 L300 330 L340 350" stroke="#0f172a" stroke-width="8" fill="none"/>` +
      person(285, 330, 3, 1.4),
  },
  'bus-advertising': {
    label: 'A city bus wrapped in colourful advertising',
    defs: daySky('sky') + windowsPattern + gradient('wrap', '#f97316', '#e11d48', false),
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      skyline(5, 340, '#94a3b8') +
      road(340, 160) +
      rect(110, 170, 580, 200, 'url(#wrap)', 'rx="18"') +
      rect(130, 190, 540, 60, '#0f172a', 'rx="8" opacity=".85"') +
      text(150, 310, 44, '#ffffff', 'SILK HOUSE') +
      text(150, 345, 20, '#fff7ed', 'Wedding collection now in store') +
      rect(600, 260, 70, 100, '#ffffff', 'rx="6" opacity=".9"') +
      wheel(220, 375, 26) +
      wheel(580, 375, 26),
  },
  'train-advertising': {
    label: 'A suburban train with branded coaches at a platform',
    defs: gradient('sky', '#e0f2fe', '#f1f5f9'),
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      rect(0, 60, 800, 30, palette.slate) +
      rect(0, 380, 800, 120, '#a8a29e') +
      rect(0, 376, 800, 8, palette.amber) +
      rect(-20, 170, 420, 190, '#ffffff', 'rx="16"') +
      rect(410, 170, 420, 190, palette.violet, 'rx="16"') +
      rect(0, 200, 380, 40, '#bae6fd', 'rx="4"') +
      text(440, 265, 40, '#ffffff', 'LEARN FAST') +
      text(440, 300, 20, '#ede9fe', 'Coaching at 12 stations') +
      rect(0, 300, 380, 20, palette.orange) +
      crowd(4, 6, 60, 760, 470, 1.3),
  },
  'airport-advertising': {
    label: 'Backlit advertising panels in an airport terminal',
    defs: gradient('sky', '#bae6fd', '#f0f9ff'),
    body:
      rect(0, 0, 800, 500, '#e2e8f0') +
      rect(0, 40, 800, 200, 'url(#sky)') +
      `<path d="M0 40h800M200 40v200M400 40v200M600 40v200" stroke="#64748b" stroke-width="6"/>` +
      `<path d="M470 120 l120 -10 l20 -30 l14 0 l-8 32 l70 -6 l6 12 l-76 16 l-6 34 l-14 0 l-4 -30 l-120 4 z" fill="#475569"/>` +
      rect(0, 240, 800, 20, palette.slate) +
      adBoard(60, 290, 250, 130, 'FLY FIRST', 'Priority banking lounge', palette.ink) +
      adBoard(480, 290, 250, 130, 'WELCOME', 'to Namma Chennai', palette.deep) +
      rect(0, 440, 800, 60, '#cbd5e1') +
      person(360, 470, 2, 1.3) +
      rect(378, 440, 20, 26, palette.violet, 'rx="4"') +
      person(430, 470, 5, 1.3),
  },
  'mall-advertising': {
    label: 'A mall atrium with hanging banners and a brand kiosk',
    defs: gradient('sky', '#fff7ed', '#ffedd5'),
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      rect(0, 110, 800, 14, '#fdba74') +
      rect(0, 230, 800, 14, '#fdba74') +
      rect(0, 124, 800, 30, '#fed7aa') +
      rect(0, 244, 800, 30, '#fed7aa') +
      rect(120, 0, 110, 230, palette.teal) +
      text(137, 120, 26, '#ffffff', 'SALE') +
      rect(570, 0, 110, 230, palette.violet) +
      text(584, 120, 26, '#ffffff', 'NEW') +
      rect(0, 380, 800, 120, '#e7e5e4') +
      rect(300, 300, 200, 110, palette.orange, 'rx="10"') +
      rect(290, 290, 220, 22, palette.deep, 'rx="6"') +
      text(330, 365, 28, '#ffffff', 'TRY ME') +
      crowd(9, 7, 30, 770, 480, 1.4),
  },
  'cinema-advertising': {
    label: 'A cinema screen showing an advertisement to an audience',
    defs: gradient('sky', '#0f172a', '#1e293b') + gradient('beam', '#fef3c7', '#0f172a'),
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      `<path d="M400 20 L110 90 L690 90 Z" fill="url(#beam)" opacity=".25"/>` +
      rect(110, 60, 580, 250, '#f8fafc', 'rx="6"') +
      rect(130, 80, 540, 210, palette.orange, 'rx="4"') +
      text(170, 185, 56, '#ffffff', 'FIZZ COLA') +
      text(170, 230, 24, '#fff7ed', 'Now in 250 ml cans') +
      (() => {
        let seats = '';
        for (let row = 0; row < 3; row += 1) {
          for (let x = 20 + row * 18; x < 800; x += 58) seats += circle(x, 380 + row * 45, 20, row === 2 ? '#020617' : '#1e293b');
        }
        return seats;
      })(),
  },
  'event-activations': {
    label: 'A branded event stage with a crowd',
    defs: gradient('sky', '#312e81', '#7c3aed'),
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      `<path d="M150 0 L260 300 L320 300 Z M650 0 L480 300 L540 300 Z" fill="#fde68a" opacity=".25"/>` +
      rect(120, 120, 560, 180, palette.ink, 'rx="8"') +
      adBoard(160, 140, 480, 120, 'CAMPUS FEST', 'Presented by Kaapi Co.') +
      rect(90, 300, 620, 40, palette.slate) +
      crowd(13, 12, 10, 790, 470, 1.6),
  },
  'sampling-campaigns': {
    label: 'Promoters handing out product samples at a store',
    defs: gradient('sky', '#ecfccb', '#f7fee7'),
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      rect(0, 40, 800, 40, palette.green) +
      text(300, 70, 26, '#ffffff', 'SUPERMART') +
      rect(40, 110, 200, 250, '#d9f99d') +
      rect(560, 110, 200, 250, '#d9f99d') +
      rect(270, 260, 260, 100, palette.orange, 'rx="8"') +
      text(300, 320, 28, '#ffffff', 'FREE TASTE') +
      (() => {
        let cups = '';
        for (let x = 290; x < 520; x += 34) cups += rect(x, 236, 20, 24, '#ffffff', 'rx="3"');
        return cups;
      })() +
      rect(0, 360, 800, 140, '#e7e5e4') +
      person(400, 258, 0, 1.6) +
      crowd(21, 5, 40, 760, 470, 1.5),
  },
  'store-launch': {
    label: 'A new storefront with balloons and a crowd at opening',
    defs: daySky('sky'),
    body:
      rect(0, 0, 800, 500, 'url(#sky)') +
      rect(140, 90, 520, 290, '#ffffff') +
      rect(140, 90, 520, 70, palette.deep) +
      text(240, 140, 38, '#ffffff', 'GRAND OPENING') +
      rect(190, 190, 180, 190, '#bae6fd') +
      rect(430, 190, 180, 190, '#bae6fd') +
      rect(140, 300, 520, 8, '#e11d48') +
      [120, 160, 640, 680].map((x, i) => circle(x, 130 + (i % 2) * 30, 26, shirts[i + 1]) + rect(x - 1, 156 + (i % 2) * 30, 2, 140, palette.slate)).join('') +
      rect(0, 380, 800, 120, '#d6d3d1') +
      crowd(17, 10, 20, 780, 480, 1.5),
  },
};

function writeFile(relativePath: string, content: string | Uint8Array): void {
  const target = join(root, relativePath);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

function sceneSvg(name: string, width: number, height: number, viewBox: string): string {
  const scene = scenes[name];
  return svg(width, height, viewBox, scene.label, `<defs>${scene.defs}</defs>${scene.body}`);
}

// Services: 800x500 each.
for (const name of Object.keys(scenes)) writeFile(`images/site/services/${name}.svg`, sceneSvg(name, 800, 500, '0 0 800 500'));

// Hero: five 16:9 crops of the strongest scenes.
const heroScenes = ['billboards', 'bus-advertising', 'event-activations', 'mall-advertising', 'airport-advertising'];
heroScenes.forEach((name, index) => writeFile(`images/site/hero/slide-${index + 1}.svg`, sceneSvg(name, 1600, 900, '0 25 800 450')));

// Leadership portraits.
const portraits = [
  { hair: '#111827', skin: skins[0], shirt: palette.ink, bg: '#ffedd5', long: false, glasses: true },
  { hair: '#1f2937', skin: skins[3], shirt: palette.deep, bg: '#e0f2fe', long: true, glasses: false },
  { hair: '#44403c', skin: skins[1], shirt: palette.teal, bg: '#ede9fe', long: false, glasses: false },
  { hair: '#0f172a', skin: skins[2], shirt: palette.violet, bg: '#dcfce7', long: true, glasses: true },
];
portraits.forEach((p, index) => {
  const hair = p.long
    ? `<path d="M130 190 Q128 90 200 86 Q272 90 270 190 L276 270 L124 270 Z" fill="${p.hair}"/>`
    : `<path d="M138 170 Q136 96 200 92 Q264 96 262 170 Q250 124 200 126 Q150 124 138 170 Z" fill="${p.hair}"/>`;
  const glasses = p.glasses
    ? `<g fill="none" stroke="#0f172a" stroke-width="4">${circle(176, 176, 16, 'none')}${circle(224, 176, 16, 'none')}<path d="M192 176h16"/></g>`
    : '';
  const body =
    rect(0, 0, 400, 400, p.bg) +
    hair +
    `<path d="M80 400 Q84 290 200 280 Q316 290 320 400 Z" fill="${p.shirt}"/>` +
    rect(182, 236, 36, 50, p.skin) +
    `<ellipse cx="200" cy="176" rx="62" ry="74" fill="${p.skin}"/>` +
    (p.long ? '' : `<path d="M138 160 Q140 100 200 98 Q260 100 262 160 Q246 126 200 128 Q154 126 138 160 Z" fill="${p.hair}"/>`) +
    circle(176, 178, 5, palette.ink) +
    circle(224, 178, 5, palette.ink) +
    `<path d="M180 216 Q200 230 220 216" stroke="#7c2d12" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    glasses;
  writeFile(`images/site/about/leader-${index + 1}.svg`, svg(400, 400, '0 0 400 400', 'Portrait illustration', body));
});

// Our story: the team around a planning table.
writeFile(
  'images/site/about/story.svg',
  svg(
    800,
    600,
    '0 0 800 600',
    'The team planning a campaign around a table',
    rect(0, 0, 800, 600, '#fff7ed') +
      rect(80, 60, 640, 260, '#ffffff', 'rx="12"') +
      rect(110, 90, 280, 200, palette.orange, 'rx="8"') +
      text(130, 200, 34, '#ffffff', 'CAMPAIGN') +
      text(130, 240, 20, '#ffedd5', 'Pongal 2025 plan') +
      `<path d="M430 270 L490 200 L540 230 L600 140 L680 110" stroke="${palette.teal}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      person(180, 470, 0, 2.2) +
      person(330, 470, 2, 2.2) +
      person(480, 470, 4, 2.2) +
      person(620, 470, 5, 2.2) +
      rect(60, 440, 680, 40, palette.slate, 'rx="8"') +
      rect(100, 480, 20, 120, palette.slate) +
      rect(680, 480, 20, 120, palette.slate),
  ),
);

// Workspace gallery.
const workspace: Record<string, { label: string; body: string }> = {
  studio: {
    label: 'The design studio with artists at their screens',
    body:
      rect(0, 0, 600, 400, '#f1f5f9') +
      rect(0, 0, 600, 150, '#e2e8f0') +
      [70, 250, 430].map((x, i) => rect(x, 150, 120, 80, palette.ink, 'rx="6"') + rect(x + 8, 158, 104, 64, shirts[i], 'rx="3"') + rect(x + 54, 230, 12, 30, palette.slate) + person(x + 60, 330, i, 1.6)).join('') +
      rect(30, 300, 540, 16, palette.slate),
  },
  'meeting-room': {
    label: 'The meeting room with a campaign report on screen',
    body:
      rect(0, 0, 600, 400, '#fff7ed') +
      rect(150, 40, 300, 170, palette.ink, 'rx="8"') +
      [0, 1, 2, 3].map((i) => rect(190 + i * 60, 170 - (i + 1) * 28, 36, (i + 1) * 28, i === 3 ? palette.orange : '#94a3b8')).join('') +
      person(120, 330, 1, 1.7) +
      person(480, 330, 3, 1.7) +
      person(300, 330, 5, 1.7) +
      `<ellipse cx="300" cy="330" rx="260" ry="40" fill="${palette.slate}"/>`,
  },
  production: {
    label: 'The print shop with a large-format printer',
    body:
      rect(0, 0, 600, 400, '#f8fafc') +
      rect(60, 140, 480, 110, palette.slate, 'rx="12"') +
      rect(80, 160, 440, 20, palette.ink) +
      rect(110, 250, 380, 110, palette.orange) +
      text(150, 320, 40, '#ffffff', 'PRINTING') +
      person(560, 380, 2, 1.6),
  },
  installation: {
    label: 'The installation crew mounting a billboard',
    body:
      rect(0, 0, 600, 400, '#bae6fd') +
      rect(0, 330, 600, 70, '#94a3b8') +
      rect(150, 200, 12, 130, palette.ink) +
      rect(440, 200, 12, 130, palette.ink) +
      adBoard(80, 60, 440, 150, 'COMING SOON', 'Installed by our crew', palette.teal) +
      `<path d="M500 330 L540 120 M530 330 L570 120 M506 300h30 M512 260h30 M520 220h30 M527 180h30" stroke="${palette.amber}" stroke-width="6"/>` +
      person(548, 170, 4, 1.4),
  },
};
for (const [name, image] of Object.entries(workspace)) writeFile(`images/site/workspace/${name}.svg`, svg(600, 400, '0 0 600 400', image.label, image.body));

// Festival art: lamps, string lights and a kolam pattern.
{
  let lights = '';
  for (let x = 20; x < 1200; x += 60) lights += circle(x, 40 + Math.round(18 * Math.sin(x / 95)), 8, x % 120 === 20 ? palette.amber : '#fb7185');
  let lamps = '';
  for (let x = 100; x < 1200; x += 200)
    lamps +=
      `<path d="M${x - 40} 520 Q${x} 580 ${x + 40} 520 Z" fill="${palette.deep}"/>` +
      `<path d="M${x} 470 Q${x + 14} 500 ${x} 515 Q${x - 14} 500 ${x} 470 Z" fill="${palette.amber}"/>`;
  let kolam = '';
  for (let r = 40; r <= 200; r += 40) kolam += circle(900, 300, r, 'none', `stroke="#fde68a" stroke-width="3" stroke-dasharray="${r / 5} 10" opacity=".7"`);
  writeFile(
    'images/site/festival/hero.svg',
    svg(
      1200,
      600,
      '0 0 1200 600',
      'Festive lamps and lights',
      `<defs>${gradient('bg', '#4c0519', '#7c2d12')}</defs>` +
        rect(0, 0, 1200, 600, 'url(#bg)') +
        `<path d="M0 40 Q300 80 600 40 T1200 40" stroke="#fde68a" stroke-width="2" fill="none" opacity=".6"/>` +
        lights +
        kolam +
        lamps,
    ),
  );
}

// Map preview: a drawn street map of the office's neighbourhood, shown before any third-party map loads.
writeFile(
  'images/site/contact/map-preview.svg',
  svg(
    1200,
    500,
    '0 0 1200 500',
    'Map of Teynampet, Chennai, with our office marked on Anna Salai',
    rect(0, 0, 1200, 500, '#f5f5f4') +
      rect(840, 0, 360, 160, '#bbf7d0', 'rx="24"') +
      rect(60, 330, 260, 170, '#bbf7d0', 'rx="24"') +
      `<path d="M1000 500 Q1100 380 1200 360 L1200 500 Z" fill="#bae6fd"/>` +
      `<g stroke="#ffffff" stroke-width="18" fill="none">` +
      [100, 260, 420, 580, 740, 900, 1060].map((x) => `<path d="M${x} 0 V500"/>`).join('') +
      [90, 200, 310, 420].map((y) => `<path d="M0 ${y} H1200"/>`).join('') +
      `</g>` +
      `<path d="M-20 470 L1220 60" stroke="${palette.amber}" stroke-width="34"/>` +
      text(360, 300, 22, palette.slate, 'Anna Salai', 'transform="rotate(-18 360 300)"') +
      text(850, 260, 18, '#57534e', 'Teynampet') +
      `<path d="M600 230 C600 190 650 190 650 230 C650 260 625 280 625 300 C625 280 600 260 600 230 Z" fill="${palette.deep}" transform="translate(-25 -70) scale(1)"/>` +
      circle(600, 158, 9, '#ffffff'),
  ),
);

// Sample resource downloads: small, valid one-page PDFs.
function pdf(title: string, lines: string[]): Uint8Array {
  const escape = (value: string) => value.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT /F1 20 Tf 56 770 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -34 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const footer = ['', 'Chennai Outdoor Media | 42, Anna Salai, Teynampet, Chennai 600018', 'hello@chennaioutdoormedia.in | +91 98400 12345'];
const downloads: Record<string, [string, string[]]> = {
  'chennai-airport-media-kit.pdf': [
    'Chennai Airport Media Kit',
    [
      'Formats: backlit panels, digital screen networks, baggage-belt branding,',
      'arrival and departure walkway panels, GST Road approach hoardings and unipoles.',
      'Terminals: domestic (T1) and international (T2, T4).',
      'Audience: 20 million+ passengers a year; over half travel for business.',
      'Durations: 1 to 12 months; most formats need a minimum of 1 month.',
      'Approvals: artwork is reviewed by the airport operator, about 1 week.',
      ...footer,
    ],
  ],
  'airport-audience-insights.pdf': [
    'Airport Audience Insights',
    [
      'Who flies through Chennai, and where they wait.',
      'Average dwell time: 25 minutes at check-in and security, 12 at baggage reclaim.',
      'Peak hours: 05:00-09:00 and 18:00-22:00 on weekdays.',
      'Top routes: Delhi, Mumbai, Bengaluru, Hyderabad, Singapore, Dubai.',
      'Best fit: banking, real estate, travel, premium retail and B2B brands.',
      ...footer,
    ],
  ],
  'store-launch-checklist.pdf': [
    'Store Launch Checklist',
    [
      'Week -6: agree goals and budget, map the catchment by pin code.',
      'Week -5: approve creative, book hoardings and vans in the catchment.',
      'Week -3: pre-launch media goes live; leaflet drops in nearby communities.',
      'Week -1: confirm guest of honour, decor, promoters and launch offers.',
      'Launch day: lookwalkers on nearby streets, ribbon cutting, sampling.',
      'Weeks +1 to +4: coupons and referral offers; measure repeat footfall.',
      ...footer,
    ],
  ],
  'retail-launch-case-studies.pdf': [
    'Retail Launch Case Studies',
    [
      '1. Apparel store, T. Nagar: 1,200 visitors on opening day; 38% used a coupon.',
      '2. Supermarket, Velachery: 9,000 leaflets, 4 vans; 2.4x footfall in week one.',
      '3. Electronics chain, 6 stores: one launch plan reused across Tamil Nadu.',
      'Each case lists the media mix, the budget range and the results we measured.',
      ...footer,
    ],
  ],
};
for (const [file, [title, lines]] of Object.entries(downloads)) writeFile(`downloads/${file}`, pdf(title, lines));

console.log('Wrote site images and downloads under', root);
