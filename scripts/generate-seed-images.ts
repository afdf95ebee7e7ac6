/**
 * Writes the illustrations that supabase/seed.sql refers to, under public/images/seed/:
 * campaign scenes (gallery, blog, success stories), client wordmarks and avatars.
 * Every file is drawn here from shapes and text, so the images are the project's own and
 * licence-clean. The output is committed; run again after changing this file:
 *
 *   npx node scripts/generate-seed-images.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'seed');
const FONT = 'Arial, Helvetica, sans-serif';

// ---------------------------------------------------------------------------------------
// Primitives

type Ad = { brand: string; line: string; bg: string; fg: string; accent: string };

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
}

function text(x: number, y: number, size: number, fill: string, value: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" text-anchor="middle"${extra}>${esc(value)}</text>`;
}

/** The advertisement itself: a panel with the brand, its line and an accent stripe. */
function adPanel(x: number, y: number, w: number, h: number, ad: Ad): string {
  const brandSize = Math.round(Math.min(h * 0.3, (w / Math.max(ad.brand.length, 6)) * 1.5));
  const lineSize = Math.round(Math.min(h * 0.14, (w / Math.max(ad.line.length, 10)) * 1.7));
  return (
    rect(x, y, w, h, ad.bg) +
    rect(x, y + h - h * 0.12, w, h * 0.12, ad.accent) +
    `<circle cx="${x + w * 0.88}" cy="${y + h * 0.28}" r="${h * 0.16}" fill="${ad.accent}" opacity="0.85"/>` +
    text(x + w / 2, y + h * 0.5, brandSize, ad.fg, ad.brand, ' font-weight="700"') +
    text(x + w / 2, y + h * 0.5 + lineSize * 1.5, lineSize, ad.fg, ad.line)
  );
}

type Sky = 'day' | 'dusk' | 'night';
const SKIES: Record<Sky, [string, string, string]> = {
  day: ['#7cc4f0', '#d8f0fb', '#c9b79c'],
  dusk: ['#f08a5d', '#fbd28b', '#a78c6d'],
  night: ['#14213d', '#3a4a7a', '#3b3b48'],
};

/** Sky gradient, ground band from `horizon` down. */
function backdrop(sky: Sky, horizon: number): string {
  const [top, bottom, ground] = SKIES[sky];
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(0, 0, 1200, 800, 'url(#sky)') +
    rect(0, horizon, 1200, 800 - horizon, ground)
  );
}

/** City blocks and a temple gopuram on the horizon. */
function skyline(horizon: number, color: string): string {
  const blocks = [
    [20, 120], [110, 180], [190, 90], [260, 150], [700, 200], [790, 130], [860, 240], [960, 110], [1040, 170], [1120, 140],
  ];
  let out = blocks.map(([x, h]) => rect(x, horizon - h, 70, h, color, ' opacity="0.55"')).join('');
  const gx = 470;
  for (let tier = 0; tier < 6; tier += 1) {
    const w = 170 - tier * 24;
    out += rect(gx - w / 2, horizon - 40 - tier * 34, w, 34, color, ' opacity="0.7"');
  }
  out += rect(gx - 40, horizon - 260, 80, 18, color, ' opacity="0.7" rx="8"');
  return out;
}

function road(y: number): string {
  let dashes = '';
  for (let x = 20; x < 1200; x += 120) dashes += rect(x, y + 70, 60, 8, '#f4f1e8');
  return rect(0, y, 1200, 150, '#4a4a52') + dashes;
}

function palm(x: number, base: number, scale = 1): string {
  const h = 180 * scale;
  const leaves = [-60, -25, 10, 45, 80]
    .map((a) => `<ellipse cx="${x}" cy="${base - h}" rx="${70 * scale}" ry="${14 * scale}" fill="#2f7d4a" transform="rotate(${a} ${x} ${base - h})"/>`)
    .join('');
  return `<path d="M${x - 6 * scale} ${base} Q${x + 10 * scale} ${base - h / 2} ${x} ${base - h}" stroke="#7a5a3a" stroke-width="${12 * scale}" fill="none"/>${leaves}`;
}

function person(x: number, base: number, shirt: string, scale = 1): string {
  const s = scale;
  return (
    rect(x - 12 * s, base - 60 * s, 10 * s, 60 * s, '#333a4d') +
    rect(x + 2 * s, base - 60 * s, 10 * s, 60 * s, '#333a4d') +
    rect(x - 18 * s, base - 120 * s, 36 * s, 64 * s, shirt, ` rx="${10 * s}"`) +
    `<circle cx="${x}" cy="${base - 138 * s}" r="${17 * s}" fill="#8d5a3b"/>` +
    `<path d="M${x - 17 * s} ${base - 142 * s} a${17 * s} ${17 * s} 0 0 1 ${34 * s} 0z" fill="#1f1a17"/>`
  );
}

function crowd(y: number, count: number, colors: string[]): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = 60 + (i * 1080) / Math.max(count - 1, 1);
    out += person(x, y + (i % 2) * 18, colors[i % colors.length], 0.9);
  }
  return out;
}

function wheel(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#222"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="#9a9a9a"/>`;
}

// ---------------------------------------------------------------------------------------
// Scenes (1200 x 800)

type Scene = (ad: Ad, sky: Sky) => string;

const billboard: Scene = (ad, sky) =>
  backdrop(sky, 560) + skyline(560, '#5b6b82') + road(600) + palm(90, 600) + palm(1110, 600, 0.9) +
  rect(330, 330, 24, 270, '#6b6f78') + rect(846, 330, 24, 270, '#6b6f78') +
  rect(230, 110, 740, 240, '#2d3038') + adPanel(245, 125, 710, 210, ad) +
  [300, 480, 660, 840].map((x) => rect(x, 92, 50, 14, '#2d3038') + (sky === 'night' ? `<path d="M${x + 5} 106 l-30 60 h110 l-30 -60z" fill="#fff6c4" opacity="0.35"/>` : '')).join('');

const unipole: Scene = (ad, sky) =>
  backdrop(sky, 580) + skyline(580, '#60708a') + road(620) + palm(1080, 620) +
  rect(585, 300, 30, 320, '#70747d') + rect(330, 90, 540, 230, '#2d3038') + adPanel(345, 105, 510, 200, ad) +
  rect(560, 600, 80, 22, '#70747d');

function busBody(x: number, y: number, ad: Ad): string {
  return (
    rect(x, y, 760, 250, '#e8e4da', ' rx="26"') + rect(x, y + 20, 760, 60, '#3f5f7f', ' rx="6"') +
    [0, 1, 2, 3, 4, 5].map((i) => rect(x + 40 + i * 118, y + 28, 96, 44, '#a9d3ee', ' rx="6"')).join('') +
    adPanel(x + 30, y + 95, 600, 120, ad) + rect(x + 650, y + 95, 80, 140, '#9fb8c8', ' rx="6"') +
    wheel(x + 150, y + 260, 42) + wheel(x + 610, y + 260, 42)
  );
}

const bus: Scene = (ad, sky) =>
  backdrop(sky, 540) + skyline(540, '#5b6b82') + road(580) + palm(1120, 580, 0.8) + busBody(180, 380, ad);

const van: Scene = (ad, sky) =>
  backdrop(sky, 540) + skyline(540, '#5b6b82') + road(580) + palm(80, 580, 0.9) +
  rect(260, 350, 560, 300, '#f2f2f2', ' rx="16"') + adPanel(280, 370, 520, 250, ad) +
  rect(820, 450, 200, 200, '#f2f2f2', ' rx="20"') + rect(850, 470, 130, 80, '#a9d3ee', ' rx="10"') +
  wheel(380, 660, 48) + wheel(900, 660, 48) + crowd(740, 6, ['#c0392b', '#2e86c1', '#27ae60']);

const tricycle: Scene = (ad, sky) =>
  backdrop(sky, 540) + skyline(540, '#5b6b82') + road(580) +
  [0, 1].map((i) => {
    const x = 170 + i * 500;
    return adPanel(x, 360, 330, 220, ad) + rect(x + 330, 430, 30, 150, '#555') + person(x + 400, 600, '#f39c12', 0.9) +
      wheel(x + 40, 640, 36) + wheel(x + 290, 640, 36) + wheel(x + 430, 640, 36);
  }).join('');

const lookwalker: Scene = (ad, sky) =>
  backdrop(sky, 520) + rect(0, 520, 1200, 280, '#e9d8b4') + `<path d="M0 470 Q600 430 1200 470 V520 H0z" fill="#3d8fc6"/>` +
  [260, 600, 940].map((x) => person(x, 720, ad.accent, 1.4) + rect(x - 90, 380, 180, 130, '#222', ' rx="8"') + adPanel(x - 84, 386, 168, 118, ad) + rect(x - 4, 500, 8, 60, '#222')).join('');

const autoRickshaw: Scene = (ad, sky) =>
  backdrop(sky, 540) + skyline(540, '#5b6b82') + road(580) +
  [0, 1].map((i) => {
    const x = 140 + i * 500;
    return `<path d="M${x} 640 V420 Q${x + 160} 330 ${x + 320} 420 V640z" fill="#f1c40f"/>` +
      rect(x + 20, 430, 280, 60, '#222', ' rx="10"') + adPanel(x + 30, 500, 260, 120, ad) +
      wheel(x + 60, 650, 34) + wheel(x + 260, 650, 34);
  }).join('');

const train: Scene = (ad, sky) =>
  backdrop(sky, 520) + skyline(520, '#5b6b82') + rect(0, 600, 1200, 30, '#777') + rect(0, 640, 1200, 12, '#555') +
  rect(-20, 330, 1240, 270, '#dfe6ec', ' rx="30"') + rect(-20, 350, 1240, 60, '#1d5fa8') +
  [60, 420, 780].map((x) => adPanel(x, 430, 330, 140, ad)).join('') +
  [40, 400, 760, 1120].map((x) => rect(x, 360, 40, 40, '#a9d3ee')).join('');

const airport: Scene = (ad, sky) =>
  backdrop(sky, 620) + rect(0, 0, 1200, 620, '#0b1b2b', ' opacity="0.15"') +
  [0, 1, 2, 3, 4, 5].map((i) => rect(20 + i * 200, 60, 180, 330, '#bfe3f6', ' opacity="0.75"')).join('') +
  `<path d="M180 240 h520 l60 -20 h40 l-40 40 h-60 l-120 80 h-40 l60 -80 h-360z" fill="#f7f9fb"/>` +
  rect(0, 390, 1200, 20, '#8a96a3') + rect(300, 420, 600, 200, '#1f2933', ' rx="10"') + adPanel(320, 440, 560, 160, ad) +
  person(170, 700, '#2e86c1', 1.2) + rect(200, 600, 90, 70, '#7d5a3c', ' rx="6"') + person(1020, 700, '#8e44ad', 1.2);

const mall: Scene = (ad) =>
  rect(0, 0, 1200, 800, '#f4efe6') + rect(0, 620, 1200, 180, '#d9cfbf') +
  [120, 300, 460].map((y) => rect(0, y, 1200, 26, '#b9ab95')).join('') +
  [40, 340, 640, 940].map((x) => rect(x, 146, 220, 150, '#fff8e7') + rect(x, 326, 220, 130, '#fff8e7')).join('') +
  rect(390, 20, 6, 120, '#666') + rect(804, 20, 6, 120, '#666') + adPanel(330, 130, 540, 300, ad) +
  rect(80, 470, 160, 250, '#222', ' rx="8"') + adPanel(90, 480, 140, 230, ad) + crowd(760, 7, ['#16a085', '#c0392b', '#2c3e50']);

const cinema: Scene = (ad) =>
  rect(0, 0, 1200, 800, '#1b1020') + `<path d="M0 0 H140 V800 H0z M1060 0 H1200 V800 H1060z" fill="#5c1a2e"/>` +
  rect(190, 70, 820, 400, '#fff', ' opacity="0.08"') + adPanel(210, 90, 780, 360, ad) +
  [540, 620, 700].map((y, row) => {
    let seats = '';
    for (let x = 160 + row * 20; x < 1040; x += 80) seats += rect(x, y, 64, 60, '#8e2438', ' rx="12"');
    return seats;
  }).join('');

const stage: Scene = (ad, sky) =>
  backdrop(sky, 560) + rect(180, 80, 20, 480, '#9aa0a6') + rect(1000, 80, 20, 480, '#9aa0a6') + rect(180, 70, 840, 24, '#9aa0a6') +
  [260, 420, 580, 740, 900].map((x) => `<path d="M${x} 94 l-50 200 h100z" fill="#fff3b0" opacity="0.25"/>`).join('') +
  adPanel(260, 130, 680, 300, ad) + rect(150, 470, 900, 90, '#2a2a33') + crowd(780, 12, ['#e74c3c', '#f1c40f', '#3498db', '#2ecc71']);

const kiosk: Scene = (ad, sky) =>
  backdrop(sky, 560) + skyline(560, '#5b6b82') + palm(1090, 640, 0.9) +
  `<path d="M300 200 L600 120 L900 200z" fill="${ad.accent}"/>` + rect(300, 200, 600, 40, ad.bg) +
  rect(320, 240, 10, 240, '#777') + rect(870, 240, 10, 240, '#777') + adPanel(360, 420, 480, 200, ad) +
  person(240, 700, '#e67e22', 1.1) + person(960, 700, '#16a085', 1.1) + person(600, 420, ad.accent, 0.9);

const storefront: Scene = (ad, sky) =>
  backdrop(sky, 600) + rect(150, 120, 900, 480, '#efe6d8') + adPanel(200, 150, 800, 150, ad) +
  rect(230, 330, 320, 270, '#bfe3f6') + rect(650, 330, 320, 270, '#bfe3f6') + rect(560, 330, 80, 270, '#7d5a3c') +
  `<path d="M150 470 Q600 520 1050 470" stroke="${ad.accent}" stroke-width="14" fill="none"/>` +
  ['#e74c3c', '#f1c40f', '#3498db', '#9b59b6', '#2ecc71'].map((c, i) =>
    `<ellipse cx="${110 + (i % 2) * 40}" cy="${150 + i * 50}" rx="26" ry="32" fill="${c}"/><ellipse cx="${1090 - (i % 2) * 40}" cy="${150 + i * 50}" rx="26" ry="32" fill="${c}"/>`).join('') +
  crowd(760, 8, ['#c0392b', '#2e86c1', '#27ae60', '#8e44ad']);

function qr(x: number, y: number, size: number): string {
  const cell = size / 7;
  let out = rect(x - cell / 2, y - cell / 2, size + cell, size + cell, '#fff');
  for (let i = 0; i < 49; i += 1) {
    const r = Math.floor(i / 7);
    const c = i % 7;
    const corner = (r < 2 && c < 2) || (r < 2 && c > 4) || (r > 4 && c < 2);
    if (corner || (r * 3 + c * 5) % 4 === 0) out += rect(x + c * cell, y + r * cell, cell, cell, '#111');
  }
  return out;
}

const digitalScreen: Scene = (ad, sky) =>
  backdrop(sky, 640) + skyline(640, '#44516a') + rect(250, 40, 700, 600, '#2c3444') +
  [0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4, 5].map((c) => rect(280 + c * 110, 430 + r * 38, 80, 24, '#f7d774', ' opacity="0.5"')).join('')).join('') +
  rect(290, 80, 620, 320, '#000') + adPanel(300, 90, 480, 300, ad) + qr(800, 170, 100) + road(650);

const shelter: Scene = (ad, sky) =>
  backdrop(sky, 560) + skyline(560, '#5b6b82') + road(600) +
  rect(250, 180, 700, 24, '#4b5563') + rect(270, 204, 12, 396, '#4b5563') + rect(918, 204, 12, 396, '#4b5563') +
  rect(560, 220, 340, 360, '#1f2933') + adPanel(575, 235, 310, 240, ad) + qr(680, 490, 80) + person(400, 600, '#2e86c1', 1.1);

const marathon: Scene = (ad, sky) =>
  backdrop(sky, 500) + `<path d="M0 450 Q600 400 1200 450 V500 H0z" fill="#3d8fc6"/>` + rect(0, 500, 1200, 300, '#8c8c94') +
  rect(150, 120, 20, 420, '#555') + rect(1030, 120, 20, 420, '#555') + adPanel(170, 120, 860, 160, ad) +
  crowd(740, 9, [ad.accent, '#ffffff', ad.bg]);

const SCENES = {
  billboard, unipole, bus, van, tricycle, lookwalker, autoRickshaw, train, airport, mall, cinema, stage, kiosk,
  storefront, digitalScreen, shelter, marathon,
} satisfies Record<string, Scene>;
type SceneName = keyof typeof SCENES;

// ---------------------------------------------------------------------------------------
// Brands (fictional Chennai clients) and their advertisement styles

const BRANDS = {
  kanchi: { name: 'Kanchi Loom House', bg: '#7b1e3a', fg: '#fff4d6', accent: '#d4a017' },
  thalam: { name: 'Thalam Filter Coffee', bg: '#4a2c1d', fg: '#fbe9d0', accent: '#e07a2f' },
  annanagar: { name: 'Anna Nagar Motors', bg: '#0f3057', fg: '#ffffff', accent: '#00a8cc' },
  coromandel: { name: 'Coromandel Bank', bg: '#003d5b', fg: '#ffffff', accent: '#30a46c' },
  meenakshi: { name: 'Meenakshi Gold', bg: '#3d0c11', fg: '#f6d365', accent: '#d4a017' },
  udhaya: { name: 'Udhaya Masala', bg: '#b22222', fg: '#fff7e6', accent: '#f4a300' },
  pasumai: { name: 'Pasumai Dairy', bg: '#e9f7ef', fg: '#1e5631', accent: '#4caf50' },
  nila: { name: 'Nila Telecom', bg: '#2b1055', fg: '#ffffff', accent: '#7597de' },
  adyar: { name: 'Adyar Heights', bg: '#114b5f', fg: '#f7f7f2', accent: '#e4b363' },
  kalpa: { name: 'Kalpa Hospitals', bg: '#ffffff', fg: '#0b6e99', accent: '#e63946' },
  marina: { name: 'Marina Mart', bg: '#ff6b35', fg: '#ffffff', accent: '#004e89' },
  vidya: { name: 'Vidya Path Academy', bg: '#1d3557', fg: '#f1faee', accent: '#e9c46a' },
  mayil: { name: 'Mayil Mobiles', bg: '#0a9396', fg: '#ffffff', accent: '#ee9b00' },
  baybreeze: { name: 'Bay Breeze Resorts', bg: '#00b4d8', fg: '#03045e', accent: '#ffd166' },
} as const;
type BrandKey = keyof typeof BRANDS;

function ad(brand: BrandKey, line: string): Ad {
  const { name, bg, fg, accent } = BRANDS[brand];
  return { brand: name, line, bg, fg, accent };
}

type SceneImage = { file: string; title: string; scene: SceneName; sky: Sky; brand: BrandKey; line: string };

const SCENE_IMAGES: SceneImage[] = [
  // gallery
  { file: 'gallery/anna-salai-silk-billboard.svg', title: 'Silk festival billboard on Anna Salai', scene: 'billboard', sky: 'dusk', brand: 'kanchi', line: 'Deepavali Silk Festival' },
  { file: 'gallery/kathipara-unipole.svg', title: 'Unipole at Kathipara junction', scene: 'unipole', sky: 'day', brand: 'annanagar', line: 'Drive home the new EV' },
  { file: 'gallery/omr-hoarding.svg', title: 'Real estate hoarding on OMR', scene: 'billboard', sky: 'night', brand: 'adyar', line: 'Sea-view homes in Thiruvanmiyur' },
  { file: 'gallery/led-van-roadshow.svg', title: 'LED van roadshow across Chennai', scene: 'van', sky: 'dusk', brand: 'nila', line: '5G now in every taluk' },
  { file: 'gallery/t-nagar-tricycles.svg', title: 'Tricycle branding in T. Nagar', scene: 'tricycle', sky: 'day', brand: 'udhaya', line: 'The taste of home' },
  { file: 'gallery/marina-lookwalkers.svg', title: 'Lookwalkers on Marina Beach', scene: 'lookwalker', sky: 'dusk', brand: 'thalam', line: 'First decoction, every morning' },
  { file: 'gallery/mtc-bus-wrap.svg', title: 'MTC bus wrap', scene: 'bus', sky: 'day', brand: 'meenakshi', line: 'Gold for every wedding' },
  { file: 'gallery/metro-train-wrap.svg', title: 'Chennai Metro train wrap', scene: 'train', sky: 'day', brand: 'vidya', line: 'Admissions open 2026' },
  { file: 'gallery/auto-rickshaw-backs.svg', title: 'Auto rickshaw back panels', scene: 'autoRickshaw', sky: 'day', brand: 'pasumai', line: 'Farm fresh by 6 AM' },
  { file: 'gallery/airport-arrivals-panel.svg', title: 'Backlit panel at Chennai airport arrivals', scene: 'airport', sky: 'day', brand: 'baybreeze', line: 'Your weekend by the bay' },
  { file: 'gallery/velachery-mall-atrium.svg', title: 'Mall atrium drop banner in Velachery', scene: 'mall', sky: 'day', brand: 'marina', line: 'Mega weekend sale' },
  { file: 'gallery/cinema-screen-ad.svg', title: 'On-screen cinema advertising', scene: 'cinema', sky: 'night', brand: 'mayil', line: 'Upgrade at zero cost EMI' },
  { file: 'gallery/mylapore-coffee-sampling.svg', title: 'Filter coffee sampling kiosk in Mylapore', scene: 'kiosk', sky: 'day', brand: 'thalam', line: 'Free tumbler of the new blend' },
  { file: 'gallery/coimbatore-store-launch.svg', title: 'Store launch in Coimbatore', scene: 'storefront', sky: 'day', brand: 'mayil', line: 'Now open on Avinashi Road' },
  { file: 'gallery/anna-nagar-rwa-activation.svg', title: 'Apartment community activation in Anna Nagar', scene: 'kiosk', sky: 'dusk', brand: 'pasumai', line: 'Taste our new curd' },
  { file: 'gallery/nungambakkam-dooh.svg', title: 'Digital screen with QR code in Nungambakkam', scene: 'digitalScreen', sky: 'night', brand: 'coromandel', line: 'Scan to open an account' },
  { file: 'gallery/bus-shelter-qr.svg', title: 'Bus shelter panel with QR booking', scene: 'shelter', sky: 'day', brand: 'kalpa', line: 'Book a free health check' },
  { file: 'gallery/trade-centre-launch.svg', title: 'Launch event at the Chennai Trade Centre', scene: 'stage', sky: 'night', brand: 'nila', line: 'Launch night' },
  { file: 'gallery/besant-nagar-health-run.svg', title: 'Health run at Besant Nagar', scene: 'marathon', sky: 'day', brand: 'kalpa', line: 'Run for a healthy heart' },
  { file: 'gallery/madurai-music-night.svg', title: 'Music night in Madurai', scene: 'stage', sky: 'night', brand: 'udhaya', line: 'Madurai music night' },
  // blog
  { file: 'blog/dooh-chennai.svg', title: 'Digital screens on a Chennai facade', scene: 'digitalScreen', sky: 'dusk', brand: 'nila', line: 'Live scores, live offers' },
  { file: 'blog/festival-season-planning.svg', title: 'Festival season billboard', scene: 'billboard', sky: 'night', brand: 'meenakshi', line: 'Deepavali collection' },
  { file: 'blog/silk-house-billboards.svg', title: 'Deepavali billboard for a silk house', scene: 'billboard', sky: 'night', brand: 'kanchi', line: 'Deepavali silks, 2 km ahead' },
  { file: 'blog/sustainable-outdoor.svg', title: 'A recyclable fabric hoarding', scene: 'unipole', sky: 'day', brand: 'pasumai', line: 'Printed on recyclable fabric' },
  { file: 'blog/sampling-that-converts.svg', title: 'Sampling kiosk with visitors', scene: 'kiosk', sky: 'day', brand: 'udhaya', line: 'Try the new sambar powder' },
  { file: 'blog/transit-media.svg', title: 'Bus branding on a city route', scene: 'bus', sky: 'dusk', brand: 'vidya', line: 'Learn with the best' },
  { file: 'blog/measuring-outdoor.svg', title: 'Bus shelter panel with a QR code', scene: 'shelter', sky: 'dusk', brand: 'kalpa', line: 'Scan to book a health check' },
  { file: 'blog/event-stage.svg', title: 'Corporate event stage', scene: 'stage', sky: 'night', brand: 'annanagar', line: 'Dealer meet 2025' },
  { file: 'blog/airport-audiences.svg', title: 'Airport advertising panel', scene: 'airport', sky: 'dusk', brand: 'meenakshi', line: 'Gold for every journey' },
  // success stories
  { file: 'stories/silk-festival-outdoor.svg', title: 'Deepavali silk festival outdoor campaign', scene: 'billboard', sky: 'dusk', brand: 'kanchi', line: 'Deepavali silks now in store' },
  { file: 'stories/telecom-led-vans.svg', title: 'Telecom LED van campaign', scene: 'van', sky: 'day', brand: 'nila', line: 'Switch to Nila 5G' },
  { file: 'stories/dairy-rwa-sampling.svg', title: 'Dairy sampling in apartment communities', scene: 'kiosk', sky: 'day', brand: 'pasumai', line: 'Fresh milk at your gate' },
  { file: 'stories/jewellery-bus-wraps.svg', title: 'Jewellery bus wrap campaign', scene: 'bus', sky: 'dusk', brand: 'meenakshi', line: 'Wedding gold festival' },
  { file: 'stories/mobiles-store-launch.svg', title: 'Mobile store launch', scene: 'storefront', sky: 'day', brand: 'mayil', line: 'Grand opening in Madurai' },
  { file: 'stories/hospital-health-run.svg', title: 'Hospital health run', scene: 'marathon', sky: 'day', brand: 'kalpa', line: 'Chennai heart run' },
];

// ---------------------------------------------------------------------------------------
// Client wordmarks (320 x 120)

type Emblem = 'circle' | 'leaf' | 'wave' | 'diamond' | 'loom' | 'cup' | 'peacock' | 'cross' | 'book' | 'tower';

const LOGOS: Array<{ file: string; brand: BrandKey; emblem: Emblem; tagline: string }> = [
  { file: 'logos/kanchi-loom-house.svg', brand: 'kanchi', emblem: 'loom', tagline: 'SILKS SINCE 1962' },
  { file: 'logos/thalam-filter-coffee.svg', brand: 'thalam', emblem: 'cup', tagline: 'CHENNAI ROASTERS' },
  { file: 'logos/anna-nagar-motors.svg', brand: 'annanagar', emblem: 'circle', tagline: 'CARS AND EVs' },
  { file: 'logos/coromandel-bank.svg', brand: 'coromandel', emblem: 'wave', tagline: 'CO-OPERATIVE BANK' },
  { file: 'logos/meenakshi-gold.svg', brand: 'meenakshi', emblem: 'diamond', tagline: 'GOLD AND DIAMONDS' },
  { file: 'logos/udhaya-masala.svg', brand: 'udhaya', emblem: 'circle', tagline: 'SPICES AND MIXES' },
  { file: 'logos/pasumai-dairy.svg', brand: 'pasumai', emblem: 'leaf', tagline: 'FARM FRESH' },
  { file: 'logos/nila-telecom.svg', brand: 'nila', emblem: 'tower', tagline: 'MOBILE AND FIBRE' },
  { file: 'logos/adyar-heights.svg', brand: 'adyar', emblem: 'tower', tagline: 'REALTY' },
  { file: 'logos/kalpa-hospitals.svg', brand: 'kalpa', emblem: 'cross', tagline: 'MULTISPECIALITY' },
  { file: 'logos/marina-mart.svg', brand: 'marina', emblem: 'wave', tagline: 'HYPERMARKETS' },
  { file: 'logos/vidya-path-academy.svg', brand: 'vidya', emblem: 'book', tagline: 'SCHOOLS AND COACHING' },
  { file: 'logos/mayil-mobiles.svg', brand: 'mayil', emblem: 'peacock', tagline: 'PHONES AND GADGETS' },
  { file: 'logos/bay-breeze-resorts.svg', brand: 'baybreeze', emblem: 'wave', tagline: 'ECR BEACH RESORTS' },
];

function emblem(kind: Emblem, color: string, accent: string): string {
  const c = 60;
  switch (kind) {
    case 'circle':
      return `<circle cx="${c}" cy="60" r="34" fill="${color}"/><circle cx="${c}" cy="60" r="16" fill="${accent}"/>`;
    case 'leaf':
      return `<path d="M30 84 Q30 30 90 30 Q90 84 30 84z" fill="${color}"/><path d="M34 80 L80 36" stroke="${accent}" stroke-width="4"/>`;
    case 'wave':
      return `<circle cx="${c}" cy="60" r="34" fill="${color}"/><path d="M28 64 q16 -14 32 0 t32 0" stroke="${accent}" stroke-width="7" fill="none"/>`;
    case 'diamond':
      return `<path d="M60 24 L94 60 L60 96 L26 60z" fill="${color}"/><path d="M60 40 L76 60 L60 80 L44 60z" fill="${accent}"/>`;
    case 'loom':
      return `<rect x="28" y="28" width="64" height="64" rx="10" fill="${color}"/>${[38, 50, 62, 74].map((x) => `<rect x="${x}" y="34" width="6" height="52" fill="${accent}"/>`).join('')}`;
    case 'cup':
      return `<path d="M32 40 h50 v26 a25 25 0 0 1 -50 0z" fill="${color}"/><path d="M82 46 h8 a10 10 0 0 1 0 20 h-8" stroke="${color}" stroke-width="6" fill="none"/><path d="M44 34 q6 -10 0 -18 M58 34 q6 -10 0 -18" stroke="${accent}" stroke-width="4" fill="none"/>`;
    case 'peacock':
      return `${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="60" cy="46" rx="8" ry="24" fill="${i % 2 ? accent : color}" transform="rotate(${-50 + i * 25} 60 72)"/>`).join('')}<circle cx="60" cy="72" r="10" fill="${color}"/>`;
    case 'cross':
      return `<rect x="48" y="26" width="24" height="68" rx="4" fill="${accent}"/><rect x="26" y="48" width="68" height="24" rx="4" fill="${accent}"/>`;
    case 'book':
      return `<path d="M26 34 q17 -8 34 4 q17 -12 34 -4 v52 q-17 -8 -34 4 q-17 -12 -34 -4z" fill="${color}"/><path d="M60 38 v52" stroke="${accent}" stroke-width="4"/>`;
    case 'tower':
      return `<path d="M60 24 L84 96 H36z" fill="${color}"/><path d="M46 66 h28 M50 50 h20" stroke="${accent}" stroke-width="5"/>`;
  }
}

function logo(brand: BrandKey, kind: Emblem, tagline: string): string {
  const { name, bg, fg, accent } = BRANDS[brand];
  // Light brands draw on white with their dark colour; dark brands use their own background.
  const onWhite = bg === '#ffffff' || bg === '#e9f7ef';
  const ink = onWhite ? fg : bg;
  // Bold Arial is about 0.62 em per character; the name has 200 px beside the emblem.
  const size = Math.min(26, Math.floor(200 / (0.62 * name.length)));
  return svg(320, 120, `${name} logo`,
    rect(0, 0, 320, 120, '#ffffff') + emblem(kind, ink, accent) +
    `<text x="108" y="62" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${ink}">${esc(name)}</text>` +
    `<text x="108" y="86" font-family="${FONT}" font-size="12" letter-spacing="2" fill="${accent}">${esc(tagline)}</text>`);
}

// ---------------------------------------------------------------------------------------
// Avatars (200 x 200)

type Avatar = { file: string; name: string; skin: string; hair: string; style: 'short' | 'long' | 'bun' | 'bald'; shirt: string; bg: string; glasses?: boolean };

const AVATARS: Avatar[] = [
  // The blog's authors are the About page's leaders and use its portraits (public/images/site/about).
  // Karthik Subramanian, its Head of Operations, also has a round avatar, drawn like his portrait
  // there; the admin form tests use it as a sample photo URL.
  { file: 'people/karthik-subramanian.svg', name: 'Karthik Subramanian', skin: '#c68642', hair: '#44403c', style: 'short', shirt: '#0d9488', bg: '#ede9fe' },
  { file: 'people/lakshmi-narayanan.svg', name: 'Lakshmi Narayanan', skin: '#9c6644', hair: '#2b2b2b', style: 'long', shirt: '#6a4c93', bg: '#ebe0f7' },
  { file: 'people/suresh-kumar.svg', name: 'Suresh Kumar', skin: '#80523a', hair: '#3a3a3a', style: 'bald', shirt: '#264653', bg: '#dceae6', glasses: true },
  { file: 'people/ananya-krishnan.svg', name: 'Ananya Krishnan', skin: '#b5835a', hair: '#1e1510', style: 'bun', shirt: '#d62828', bg: '#fbe0e0' },
  { file: 'people/rahul-mehta.svg', name: 'Rahul Mehta', skin: '#a5724f', hair: '#201a17', style: 'short', shirt: '#2a9d8f', bg: '#d9f2ee' },
  { file: 'people/fathima-begum.svg', name: 'Fathima Begum', skin: '#946245', hair: '#1a1a1a', style: 'long', shirt: '#ee9b00', bg: '#fff1d6' },
  { file: 'people/venkat-raghavan.svg', name: 'Venkat Raghavan', skin: '#6f4630', hair: '#cfcfcf', style: 'short', shirt: '#003d5b', bg: '#dbe7ef', glasses: true },
];

function avatar(a: Avatar): string {
  const hairBack = a.style === 'long' ? `<path d="M52 96 Q50 40 100 38 Q150 40 148 96 V150 H52z" fill="${a.hair}"/>` : '';
  const hairTop = {
    short: `<path d="M62 86 Q64 44 100 44 Q136 44 138 86 Q120 66 100 68 Q80 66 62 86z" fill="${a.hair}"/>`,
    long: `<path d="M62 88 Q66 44 100 44 Q134 44 138 88 Q118 62 100 64 Q82 62 62 88z" fill="${a.hair}"/>`,
    bun: `<circle cx="100" cy="40" r="18" fill="${a.hair}"/><path d="M62 86 Q64 48 100 48 Q136 48 138 86 Q120 64 100 66 Q80 64 62 86z" fill="${a.hair}"/>`,
    bald: `<path d="M62 84 Q62 74 68 70 M138 84 Q138 74 132 70" stroke="${a.hair}" stroke-width="8" fill="none"/>`,
  }[a.style];
  const glasses = a.glasses
    ? '<circle cx="84" cy="92" r="11" fill="none" stroke="#222" stroke-width="3"/><circle cx="116" cy="92" r="11" fill="none" stroke="#222" stroke-width="3"/><path d="M95 92 h10" stroke="#222" stroke-width="3"/>'
    : '';
  return svg(200, 200, a.name,
    `<clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath><g clip-path="url(#c)">` +
    rect(0, 0, 200, 200, a.bg) + hairBack +
    `<path d="M30 200 Q34 140 100 136 Q166 140 170 200z" fill="${a.shirt}"/>` +
    rect(88, 120, 24, 24, a.skin) + `<ellipse cx="100" cy="90" rx="38" ry="44" fill="${a.skin}"/>` + hairTop +
    '<circle cx="84" cy="92" r="4" fill="#1b1b1b"/><circle cx="116" cy="92" r="4" fill="#1b1b1b"/>' +
    '<path d="M86 112 Q100 122 114 112" stroke="#5a2e22" stroke-width="4" fill="none" stroke-linecap="round"/>' + glasses + '</g>');
}

// ---------------------------------------------------------------------------------------

function write(file: string, content: string): void {
  const path = join(OUT_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

rmSync(OUT_DIR, { recursive: true, force: true });
for (const image of SCENE_IMAGES) {
  write(image.file, svg(1200, 800, image.title, SCENES[image.scene](ad(image.brand, image.line), image.sky)));
}
for (const entry of LOGOS) write(entry.file, logo(entry.brand, entry.emblem, entry.tagline));
for (const person of AVATARS) write(person.file, avatar(person));
console.log(`Wrote ${SCENE_IMAGES.length + LOGOS.length + AVATARS.length} images to ${OUT_DIR}`);
