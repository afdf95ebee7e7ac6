import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeContexts, JOURNEY_TIMEOUT, screenshot, staffPage, viewports } from '../support/browser';
import { serviceClient, signedInClient } from '../support/clients';
import { sql } from '../support/db';

/**
 * Photos through Supabase Storage in the browser: the editor uploads a JPEG to a new gallery item and
 * /gallery serves it through the transform endpoint at a smaller width (a bad file's sentence and the reviewer's
 * missing control are MediaUploader's component tests, Storage's refusals tests/api/storage.test.ts). The Media screen
 * uploads by itself under the files' own names, a form's field takes a photo from the library (its file name offered
 * as the title), and a photo a published record uses cannot be deleted while one only a draft uses can (decision 051).
 */

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const pages: Page[] = [];

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeContexts();
});

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
    const page = await staffPage(pages, 'editor@example.com', '/admin/gallery/new');
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
});

describe('media screen', () => {
  it('shows where each photo is used, and an unused upload as unused', async () => {
    const service = serviceClient();
    const name = `gallery/${stamp}-40x30.jpg`;
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f0' } }).jpeg().toBuffer();
    await service.storage.from('media').upload(name, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }));
    try {
      const page = await staffPage(pages, 'admin@example.com', '/admin/media');
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

describe('media library in daily use', () => {
  it('uploads on the Media screen under the files\' names, fills a form from the library, and deletes only what no visitor sees', { timeout: JOURNEY_TIMEOUT }, async () => {
    const service = serviceClient();
    const gantry = `omr-${stamp}-gantry.jpg`;
    const shelter = `velachery-${stamp}-shelter.jpg`;
    const published = `Published ${stamp}`;
    const draft = `Draft ${stamp}`;
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b45309' } }).jpeg().toBuffer();
    try {
      // The admin uploads two photos at once on the Media screen; each lands in library/ under its own name.
      const admin = await staffPage(pages, 'admin@example.com', '/admin/media');
      await admin.getByRole('heading', { name: 'Media', exact: true }).waitFor();
      await admin.getByLabel('Photos for the library').setInputFiles([
        { name: gantry, mimeType: 'image/jpeg', buffer: photo },
        { name: shelter, mimeType: 'image/jpeg', buffer: photo },
      ]);
      const uploads = admin.getByRole('region', { name: 'Upload photos' });
      await uploads.getByRole('listitem', { name: gantry }).getByText('Photo uploaded (1600 × 1200 px).').waitFor();
      await uploads.getByRole('listitem', { name: shelter }).getByText('Photo uploaded (1600 × 1200 px).').waitFor();
      await admin.getByLabel('Search media').fill(stamp);
      await admin.getByRole('article', { name: gantry }).waitFor();
      await admin.getByRole('article', { name: shelter }).waitFor();
      await screenshot(admin, 'media-library-uploaded-desktop');
      const stored = await sql<{ name: string; original: string }>(
        "select name, user_metadata ->> 'originalName' as original from storage.objects where bucket_id = 'media' and user_metadata ->> 'originalName' in ($1, $2)",
        [gantry, shelter],
      );
      const nameOf = (original: string) => stored.find((row) => row.original === original)?.name as string;
      expect(nameOf(gantry)).toMatch(/^library\/[0-9a-f-]+-1600x1200\.jpg$/);
      expect(nameOf(shelter)).toMatch(/^library\/[0-9a-f-]+-1600x1200\.jpg$/);
      const urlOf = (original: string) => `/storage/v1/object/public/media/${nameOf(original)}`;

      // On a phone, the editor's gallery form takes the photo from the library; its file name becomes the empty title.
      const editor = await staffPage(pages, 'editor@example.com', '/admin/gallery/new', viewports.mobile);
      await editor.getByRole('heading', { name: 'Upload New Image' }).waitFor();
      await editor.getByRole('button', { name: 'Choose from library' }).click();
      const dialog = editor.getByRole('dialog', { name: 'Choose a photo for the image' });
      await dialog.getByRole('searchbox', { name: 'Search the library' }).fill(`omr-${stamp}`);
      const choice = dialog.getByRole('button', { name: new RegExp(gantry) });
      await choice.waitFor();
      await screenshot(editor, 'media-library-picker-phone');
      await choice.focus();
      await editor.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      expect(await editor.getByLabel('Image URL').inputValue()).toBe(urlOf(gantry));
      expect(await editor.getByLabel('Title').inputValue()).toBe(`Omr ${stamp} gantry`);
      await editor.getByText(`Photo chosen from the library: ${gantry}.`).waitFor();
      await screenshot(editor, 'media-library-picked-phone');

      // One published record uses the gantry, one draft the shelter.
      const row = { category: 'outdoor', description: 'A photo from the library.' };
      await service.from('gallery_images').insert([
        { ...row, title: published, image_url: urlOf(gantry), status: 'published' },
        { ...row, title: draft, image_url: urlOf(shelter), status: 'draft' },
      ]).throwOnError();

      await admin.reload();
      await admin.getByLabel('Search media').fill(stamp);
      const used = admin.getByRole('article', { name: gantry });
      await used.getByText(`Used by Gallery image: ${published}`).waitFor();
      await used.getByRole('button', { name: 'Delete photo' }).click();
      const refusal = admin.getByRole('dialog', { name: 'Photo in use' });
      await refusal.getByText(`This photo is used by Gallery image "${published}", which visitors see. Choose another photo for that record first, then delete this one.`).waitFor();
      await screenshot(admin, 'media-library-delete-refused-desktop');
      await refusal.getByRole('button', { name: 'OK' }).click();
      // The database refuses it too.
      const { data: removed } = await (await signedInClient('admin@example.com')).storage.from('media').remove([nameOf(gantry)]);
      expect(removed).toEqual([]);
      expect(await sql('select 1 from storage.objects where name = $1', [nameOf(gantry)])).toHaveLength(1);

      const drafted = admin.getByRole('article', { name: shelter });
      await drafted.getByText(`Used by Gallery image: ${draft} (draft)`).waitFor();
      await drafted.getByRole('button', { name: 'Delete photo' }).click();
      const question = admin.getByRole('dialog', { name: 'Delete photo' });
      await question.getByText(`This photo is used only by a draft: Gallery image "${draft}". It will show a missing image until you choose another photo. Delete it anyway?`).waitFor();
      await question.getByRole('button', { name: 'Delete' }).click();
      await drafted.waitFor({ state: 'detached' });
      expect(await sql('select 1 from storage.objects where name = $1', [nameOf(shelter)])).toHaveLength(0);

      const phone = await staffPage(pages, 'admin@example.com', '/admin/media', viewports.mobile);
      await phone.getByLabel('Search media').fill(stamp);
      await phone.getByRole('article', { name: gantry }).waitFor();
      await screenshot(phone, 'media-library-phone');
    } finally {
      await service.from('gallery_images').delete().in('title', [published, draft]);
      const left = await sql<{ name: string }>("select name from storage.objects where bucket_id = 'media' and user_metadata ->> 'originalName' in ($1, $2)", [gantry, shelter]);
      if (left.length) await service.storage.from('media').remove(left.map((object) => object.name));
    }
  });
});
