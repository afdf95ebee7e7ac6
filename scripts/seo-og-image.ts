/**
 * Draws public/og-image.jpg, the 1200 x 630 picture shown when a page is shared (Open Graph and
 * Twitter cards need a raster image; the site's own pictures are SVG). Rendered by the system
 * Chromium from the agency's facts, so it is licence-clean and can be redrawn after a rebrand:
 * npx node scripts/seo-og-image.ts
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { displayPhone, site } from '../src/config/site.ts';

const OUT = fileURLToPath(new URL('../public/og-image.jpg', import.meta.url));
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

const card = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: system-ui, 'Segoe UI', Roboto, Arial, sans-serif;
    color: #fff; background: radial-gradient(circle at 85% 10%, rgba(249,115,22,.45), transparent 45%),
    radial-gradient(circle at 0% 100%, rgba(234,88,12,.30), transparent 40%), #0f172a; }
  .frame { box-sizing: border-box; height: 100%; padding: 72px 80px; display: flex; flex-direction: column; }
  .mark { width: 88px; height: 88px; border-radius: 20px; background: #c2410c; display: grid; place-items: center; }
  h1 { font-size: 72px; line-height: 1.05; margin: 40px 0 16px; letter-spacing: -1px; }
  .tagline { font-size: 36px; color: #fed7aa; margin: 0; }
  .formats { margin-top: auto; font-size: 28px; color: #e2e8f0; }
  .contact { margin-top: 14px; font-size: 24px; color: #94a3b8; }
</style></head><body><div class="frame">
  <div class="mark"><svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
    <path d="M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z"/>
    <path d="M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14"/><path d="M8 6v8"/></svg></div>
  <h1>${escape(site.name)}</h1>
  <p class="tagline">${escape(site.tagline)}</p>
  <p class="formats">Billboards · Transport · Mobile · Ambient · BTL · Chennai and 50+ cities</p>
  <p class="contact">${escape(displayPhone(site.phone))} · ${escape(site.email)} · ${escape(site.address.city)}, ${escape(site.address.region)}</p>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(card);
  await page.screenshot({ path: OUT, type: 'jpeg', quality: 85 });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
}
