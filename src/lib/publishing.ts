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

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a date input's value (YYYY-MM-DD) and a time input's value (HH:MM), local time. */
function localParts(moment: Date): { published_at: string; publish_time: string } {
  return {
    published_at: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    publish_time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  };
}

/** The fields' starting values: the stored row's, or published now for a new one. */
export function publishingDefaults(row?: { status: string; published_at: string }): PublishingFormValues {
  const status: PublishStatus = row?.status === 'draft' ? 'draft' : 'published';
  return { status, ...localParts(row ? new Date(row.published_at) : new Date()) };
}

/** The form's output as columns: the local date and time become one timestamp. */
export function withPublishMoment<T extends { published_at: string; publish_time: string }>({
  publish_time,
  published_at,
  ...rest
}: T): Omit<T, 'publish_time' | 'published_at'> & { published_at: string } {
  return { ...rest, published_at: new Date(`${published_at}T${publish_time}`).toISOString() };
}

/** The filter the public pages add, so signed-in staff browsing the site see what visitors see (RLS lets staff read drafts). */
export function publicNow(): { status: PublishStatus; before: string } {
  return { status: 'published', before: new Date().toISOString() };
}
