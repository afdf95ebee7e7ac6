import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeContexts, staffPage, viewports } from '../support/browser';
import { serviceClient } from '../support/clients';

/**
 * Browser journeys through the gallery admin, per role: the editor uploads, edits and features images, the
 * reviewer gets no controls, the admin deletes. Rows a test needs are made with the service role under a
 * unique stamp and removed afterwards, so the seed stays as other test files expect it.
 */

const pages: Page[] = [];
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Answers the in-app confirmation dialog and checks its text. */
async function confirmDialog(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(message);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function insertGalleryImage(title: string): Promise<string> {
  const { data, error } = await serviceClient()
    .from('gallery_images')
    .insert({ title, description: 'Made by a browser test.', image_url: '/images/seed/gallery/omr-hoarding.svg', category: 'outdoor', sort_order: 0 })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

describe('gallery admin', () => {
  it('lets the editor upload and edit an image that then shows on /gallery', async () => {
    const title = `Browser Test Hoarding ${stamp}`;
    const page = await staffPage(pages, 'editor@example.com', '/admin/gallery');
    try {
      await page.getByRole('link', { name: 'Upload Image' }).first().click();
      await page.getByRole('heading', { name: 'Upload New Image' }).waitFor();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Category').selectOption('print');
      await page.getByLabel('Image URL').fill('/images/seed/gallery/omr-hoarding.svg');
      await page.getByLabel('Description').fill('A hoarding uploaded by the browser journey.');
      await page.getByLabel('Project Name').fill('Journey Launch');
      await page.getByLabel('Tags').fill('test, journey, , night');
      await page.getByRole('img', { name: 'Image preview' }).waitFor();
      await page.getByRole('button', { name: 'Save Image' }).click();

      await page.waitForURL((url) => url.pathname === '/admin/gallery');
      const card = page.getByRole('article', { name: title });
      await card.waitFor();
      expect(await card.textContent()).toContain('Print Media');
      expect(await card.textContent()).toContain(String(new Date().getFullYear()));

      await card.getByRole('link', { name: `Edit ${title}` }).click();
      await page.getByRole('heading', { name: 'Edit Gallery Image' }).waitFor();
      expect(await page.getByLabel('Tags').inputValue()).toBe('test, journey, night');
      await page.getByLabel('Title').fill(`${title} Edited`);
      await page.getByLabel('Year').fill('2024');
      await page.getByRole('button', { name: 'Update Image' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/gallery');
      await page.getByRole('article', { name: `${title} Edited` }).waitFor();

      const { data } = await serviceClient().from('gallery_images').select('year, tags, category').eq('title', `${title} Edited`).single();
      expect(data).toEqual({ year: 2024, tags: ['test', 'journey', 'night'], category: 'print' });

      await page.goto('/gallery');
      await page.getByRole('button', { name: `View ${title} Edited` }).waitFor();
    } finally {
      await serviceClient().from('gallery_images').delete().like('title', `${title}%`);
    }
  });

  it('lets the editor feature an image, but not delete one', async () => {
    const title = `Browser Test Feature ${stamp}`;
    const id = await insertGalleryImage(title);
    try {
      const page = await staffPage(pages, 'editor@example.com', '/admin/gallery');
      const card = page.getByRole('article', { name: title });
      await card.getByRole('button', { name: 'Feature' }).click();
      await card.getByRole('button', { name: 'Featured' }).waitFor();
      expect(await card.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
      const { data } = await serviceClient().from('gallery_images').select('featured').eq('id', id).single();
      expect(data?.featured).toBe(true);
    } finally {
      await serviceClient().from('gallery_images').delete().eq('id', id);
    }
  });

  it('lets the admin delete an image after confirming', async () => {
    const title = `Browser Test Delete ${stamp}`;
    const id = await insertGalleryImage(title);
    try {
      const page = await staffPage(pages, 'admin@example.com', '/admin/gallery', viewports.mobile);
      const card = page.getByRole('article', { name: title });
      await card.getByRole('button', { name: `Delete ${title}` }).click();
      await confirmDialog(page, 'Are you sure you want to delete this image?');
      await card.waitFor({ state: 'detached' });
      const { count } = await serviceClient().from('gallery_images').select('id', { count: 'exact', head: true }).eq('id', id);
      expect(count).toBe(0);
    } finally {
      await serviceClient().from('gallery_images').delete().eq('id', id);
    }
  });
});
