import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, screenshot, signInAsDemo } from '../support/browser';
import { serviceClient, signedInClient } from '../support/clients';

/**
 * Photos through Supabase Storage in the browser: the editor uploads a JPEG to a new gallery item and
 * /gallery serves it through the transform endpoint at a smaller width; bad files are refused in one
 * sentence with the form kept; the reviewer gets no upload control and a direct upload is refused.
 */

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const pages: Page[] = [];

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

async function signedInPage(email: string, path: string): Promise<Page> {
  const page = await newPage();
  pages.push(page);
  await signInAsDemo(page, email);
  await page.goto(path);
  return page;
}

async function removeGalleryRowAndPhoto(title: string): Promise<void> {
  const service = serviceClient();
  const { data } = await service.from('gallery_images').delete().eq('title', title).select('image_url');
  const prefix = '/storage/v1/object/public/media/';
  const names = (data ?? []).map((row) => row.image_url).filter((url) => url.startsWith(prefix)).map((url) => url.slice(prefix.length));
  if (names.length) await service.storage.from('media').remove(names);
}

describe('media uploads', () => {
  it('the editor uploads a JPEG to a new gallery item; /gallery serves it through the transform endpoint, smaller', async () => {
    const title = `Uploaded Hoarding ${stamp}`;
    const page = await signedInPage('editor@example.com', '/admin/gallery/new');
    try {
      await page.getByRole('heading', { name: 'Upload New Image' }).waitFor();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Category').selectOption('outdoor');
      await page.getByLabel('Description').fill('A hoarding photographed on a phone.');
      const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer();
      await page.getByLabel('Photo for the image').setInputFiles({ name: 'hoarding.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByText('Photo uploaded (1600 × 1200 px).').waitFor();
      const url = await page.getByLabel('Image URL').inputValue();
      expect(url).toMatch(/^\/storage\/v1\/object\/public\/media\/gallery\/[0-9a-f-]+-1600x1200\.jpg$/);
      await page.getByRole('img', { name: 'Image preview' }).waitFor();
      await screenshot(page, 'media-upload-editor');
      await page.getByRole('button', { name: 'Save Image' }).click();
      await page.waitForURL((address) => address.pathname === '/admin/gallery');

      await page.goto('/gallery');
      const image = page.locator(`img[srcset*="${url.slice(url.lastIndexOf('/') + 1)}"]`);
      await image.waitFor();
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
      const shown = await image.evaluate((el: HTMLImageElement) => ({ currentSrc: el.currentSrc, naturalWidth: el.naturalWidth, width: el.getAttribute('width'), height: el.getAttribute('height') }));
      expect(shown.currentSrc).toContain('/storage/v1/render/image/public/media/gallery/');
      expect(shown.naturalWidth).toBeLessThan(1600);
      expect([shown.width, shown.height]).toEqual(['640', '480']);
      const response = await page.request.get(shown.currentSrc, { headers: { Accept: 'image/webp' } });
      expect(response.headers()['content-type']).toBe('image/webp');
    } finally {
      await removeGalleryRowAndPhoto(title);
    }
  });

  it('refuses an SVG in one sentence and keeps what was typed', async () => {
    const page = await signedInPage('editor@example.com', '/admin/gallery/new');
    await page.getByLabel('Title').fill(`Kept Title ${stamp}`);
    await page.getByLabel('Photo for the image').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await page.getByRole('alert').getByText('This file is not a JPEG, PNG, WebP or AVIF photo. Choose a photo in one of these formats.').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(`Kept Title ${stamp}`);
    expect(await page.getByLabel('Image URL').inputValue()).toBe('');
  });

  it('offers the reviewer no upload control, and Storage refuses a direct upload', async () => {
    const page = await signedInPage('reviewer@example.com', '/admin/gallery/new');
    await page.getByText('You do not have permission to update images.').waitFor();
    expect(await page.getByRole('button', { name: 'Upload a photo' }).count()).toBe(0);
    expect(await page.locator('input[type=file]').count()).toBe(0);

    const reviewer = await signedInClient('reviewer@example.com');
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const { error } = await reviewer.storage.from('media').upload(`gallery/${stamp}-40x30.jpg`, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }));
    expect(error?.message).toBe('new row violates row-level security policy');
  });
});

describe('media screen', () => {
  it('shows where each photo is used, and an unused upload as unused', async () => {
    const service = serviceClient();
    const name = `gallery/${stamp}-40x30.jpg`;
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f0' } }).jpeg().toBuffer();
    await service.storage.from('media').upload(name, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }));
    try {
      const page = await signedInPage('admin@example.com', '/admin/media');
      await page.getByRole('heading', { name: 'Media' }).waitFor();
      await page.getByLabel('Search media').fill(stamp);
      const card = page.getByRole('article', { name: `${stamp}-40x30.jpg` });
      await card.waitFor();
      expect(await card.textContent()).toContain('Not used by any record');
      expect(await card.textContent()).toContain('40 × 30 px');

      await page.getByLabel('Search media').fill('omr-hoarding');
      const used = page.getByRole('article').first();
      await used.waitFor();
      expect(await used.textContent()).toContain('Used by Gallery image');
      await screenshot(page, 'media-screen-admin');
    } finally {
      await service.storage.from('media').remove([name]);
    }
  });
});
