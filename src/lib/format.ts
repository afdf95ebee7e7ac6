/**
 * Date display for the whole product (docs/product.md §9): en-US, short month, numeric day and year,
 * plus hour and minute where the value is a moment in time.
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/**
 * A calendar day is written out, not formatted by Intl: a page's first Intl formatter starts ICU, a single
 * task of 50-60 ms on a slow machine, and the blog's pages need nothing else from it. The text is Intl's
 * en-US short date (src/lib/__tests__/format.test.ts compares the two over two years of days).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A Postgres `date` ("2025-01-15") is a calendar day, not a UTC instant: read it as local midnight so
 * it never shows as the day before west of Greenwich. Anything else goes through Date.
 */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = dateOnly.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

let indiaDateTimeFormat: Intl.DateTimeFormat | undefined;

/** "Jan 15, 2025, 9:00 AM IST": a publishing moment, entered and shown in India time (src/lib/publishing.ts). */
export function formatIndiaDateTime(value: string | Date): string {
  indiaDateTimeFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
  return `${indiaDateTimeFormat.format(toDate(value))} IST`;
}

/** "Jan 15, 2025, 3:07 PM": timestamps such as created_at (admin lists, contact submissions). */
export function formatDateTime(value: string | Date): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return dateTimeFormat.format(toDate(value));
}

/** "Jan 15, 2025": calendar days without a time, such as a blog post's published_at. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "3:07 PM": the time of a chat message, shown beside it. */
export function formatTime(value: string | Date): string {
  timeFormat ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
  return timeFormat.format(toDate(value));
}
