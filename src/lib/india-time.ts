/**
 * India time wherever the browser is: publishing moments are entered and shown in it (decision 052) and a
 * proposal dates its sending and acceptance by it. India has kept UTC+05:30 all year since 1945, so the offset
 * is a constant, not a zone lookup.
 */
export const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** A moment's India calendar day and clock time, as a date input's and a time input's values: '2027-01-05', '02:00'. */
export function indiaDayAndTime(moment: Date): { day: string; time: string } {
  const india = new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString();
  return { day: india.slice(0, 10), time: india.slice(11, 16) };
}

/** The India calendar day of a moment: '2027-01-04T20:30:00Z' is '2027-01-05'. */
export const indiaDay = (moment: string): string => indiaDayAndTime(new Date(moment)).day;
