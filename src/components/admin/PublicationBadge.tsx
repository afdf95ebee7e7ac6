import { formatDate, formatIndiaDateTime } from '@/lib/format';
import { publicationState } from '@/lib/publishing';

/**
 * What a visitor sees of a row now (docs/product.md §10, Publishing workflow): 'Published {date}',
 * 'Scheduled for {date and time}' (India time, as the form takes it) or 'Draft'.
 */
export function PublicationBadge({ row, onlyUnpublished = false }: { row: { status: string; published_at: string }; onlyUnpublished?: boolean }) {
  const state = publicationState(row);
  if (state === 'published') {
    // Cards that never showed a date (stories, gallery images) mark only what visitors cannot see yet.
    if (onlyUnpublished) return null;
    return (
      <span>
        Published <time dateTime={row.published_at}>{formatDate(row.published_at)}</time>
      </span>
    );
  }
  const tone = state === 'draft' ? 'bg-amber-100 text-amber-900' : 'bg-sky-100 text-sky-900';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {state === 'draft' ? 'Draft' : <>Scheduled for <time dateTime={row.published_at}>{formatIndiaDateTime(row.published_at)}</time></>}
    </span>
  );
}
