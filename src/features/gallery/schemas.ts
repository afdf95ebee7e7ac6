import * as v from 'valibot';
import { publishingDefaults } from '@/lib/publishing';
import { publishingFormFields } from '@/lib/publishing-form';
import { imageUrl, joinCommaList, optionalText, requiredText, splitCommaList } from '@/lib/form-rules';
import type { GalleryImage } from './api/fetch-gallery-images';

/** The first year a gallery image may carry (docs/product.md §9). */
export const MIN_GALLERY_YEAR = 2000;

/** The last year a gallery image may carry: next year, for campaigns booked ahead. */
export function maxGalleryYear(currentYear: number): number {
  return currentYear + 1;
}

/** The Year field as stored: empty means the current year; anything else is read as a number (NaN if it is not one). */
export function parseGalleryYear(text: string, currentYear: number): number {
  const trimmed = text.trim();
  return trimmed === '' ? currentYear : Number(trimmed);
}

/** The Sort Order field as stored: a whole number, with anything non-numeric (or empty) read as 0 (docs/product.md §5). */
export function parseSortOrder(text: string): number {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** Tags as typed: split at commas, trimmed, empties dropped (docs/product.md §5). */
export const parseTags = splitCommaList;

/**
 * The gallery form (docs/product.md §5). Built for a given current year because the year limit
 * moves with the calendar; the database enforces the same limits.
 */
export function galleryImageFormSchema(currentYear = new Date().getFullYear()) {
  const maxYear = maxGalleryYear(currentYear);
  const yearRange = `Year must be between ${MIN_GALLERY_YEAR} and ${maxYear}`;
  return v.object({
    title: requiredText('Title is required', 200),
    category: requiredText('Category is required', 50),
    image_url: imageUrl('Image URL is required'),
    description: requiredText('Description is required', 2000),
    project_name: optionalText(200),
    client_name: optionalText(200),
    location: optionalText(200),
    year: v.pipe(
      v.string(),
      v.transform((text) => parseGalleryYear(text, currentYear)),
      v.number('Year must be a number'),
      v.finite('Year must be a number'),
      v.integer('Year must be a whole number'),
      v.minValue(MIN_GALLERY_YEAR, yearRange),
      v.maxValue(maxYear, yearRange),
    ),
    sort_order: v.pipe(v.string(), v.transform(parseSortOrder), v.minValue(0, 'Sort order must be 0 or more')),
    tags: v.pipe(
      v.string(),
      v.transform(parseTags),
      v.array(v.pipe(v.string(), v.maxLength(50, 'Each tag can be at most 50 characters'))),
      v.maxLength(20, 'Use at most 20 tags'),
    ),
    featured: v.boolean(),
    ...publishingFormFields,
  });
}

export type GalleryImageFormSchema = ReturnType<typeof galleryImageFormSchema>;
export type GalleryImageFormValues = v.InferInput<GalleryImageFormSchema>;
export type GalleryImagePayload = v.InferOutput<GalleryImageFormSchema>;

/** The form's starting values: empty for a new image, the stored values when editing. */
export function galleryImageFormDefaults(image?: GalleryImage): GalleryImageFormValues {
  return {
    title: image?.title ?? '',
    category: image?.category ?? '',
    image_url: image?.image_url ?? '',
    description: image?.description ?? '',
    project_name: image?.project_name ?? '',
    client_name: image?.client_name ?? '',
    location: image?.location ?? '',
    year: image ? String(image.year) : '',
    sort_order: image ? String(image.sort_order) : '0',
    tags: joinCommaList(image?.tags),
    featured: image?.featured ?? false,
    ...publishingDefaults(image),
  };
}
