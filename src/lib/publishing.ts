import { INDIA_OFFSET, indiaDayAndTime } from './india-time';

/**
 * The publishing state shared by blog posts, success stories and gallery images (docs/product.md §10,
 * "Publishing workflow"; docs/decisions/029-publishing-state.md): a status and the moment the row
 * becomes public. Row-level security shows visitors only published rows whose moment has passed.
 * Free of valibot, because the public pages' queries use it (the form rules are in publishing-form.ts).
 */
export const publishStatuses = ['draft', 'published'] as const;
export type PublishStatus = (typeof publishStatuses)[number];

/** What a row is to a visitor right now. */
export type PublicationState = 'draft' | 'scheduled' | 'published';

export function publicationState(row: { status: string; published_at: string }, now = new Date()): PublicationState {
  if (row.status !== 'published') return 'draft';
  return new Date(row.published_at) > now ? 'scheduled' : 'published';
}

export type PublishingFormValues = { status: PublishStatus; published_at: string; publish_time: string };

/**
 * The fields' starting values: the stored row's, or now for a new one, as `newStatus` (blog posts start as
 * drafts, docs/product.md §10; a gallery image or a story is published on save unless made a draft). The date
 * and time are India time wherever the browser is (decision 052): the agency and its readers are in Chennai,
 * and a post scheduled from a laptop abroad must still go out at 9 in the morning there.
 */
export function publishingDefaults(row?: { status: string; published_at: string }, newStatus: PublishStatus = 'published'): PublishingFormValues {
  const status: PublishStatus = row ? (row.status === 'draft' ? 'draft' : 'published') : newStatus;
  const { day, time } = indiaDayAndTime(row ? new Date(row.published_at) : new Date());
  return { status, published_at: day, publish_time: time };
}

/** The form's output as columns: the India date and time become one timestamp. */
export function withPublishMoment<T extends { published_at: string; publish_time: string }>({
  publish_time,
  published_at,
  ...rest
}: T): Omit<T, 'publish_time' | 'published_at'> & { published_at: string } {
  return { ...rest, published_at: new Date(`${published_at}T${publish_time}:00${INDIA_OFFSET}`).toISOString() };
}

/** The filter the public pages add, so signed-in staff browsing the site see what visitors see (RLS lets staff read drafts). */
export function publicNow(): { status: PublishStatus; before: string } {
  return { status: 'published', before: new Date().toISOString() };
}
