import { useSyncExternalStore } from 'react';
import type { Site } from '../api/fetch-sites';
import { addDays, addMonths, firstOfMonth, today } from '@/lib/calendar-days';

/**
 * The visitor's media plan, kept in this browser (localStorage) so it survives a reload and needs no
 * account (docs/decisions/035). Each item keeps the site's code, name, locality and monthly rate as they were
 * when it was added, and the wanted dates; the plan page reads today's facts from the database over them
 * (docs/decisions/048). Once sent, the plan is kept, marked with its reference, until the buyer changes or clears it.
 */

export type PlanItem = { code: string; name: string; locality: string; monthlyRate: number | null; from: string; to: string };
export type PlanSite = Omit<PlanItem, 'from' | 'to'>;
export type PlanDates = { from: string; to: string };
/** A sent plan's quote reference ('MP-…') and when it was sent (an ISO moment). */
export type PlanSent = { reference: string; sentAt: string };

/** What 'Add to plan' keeps of a site. */
export const planSite = (site: Pick<Site, 'code' | 'name' | 'locality' | 'monthly_rate'>): PlanSite => ({
  code: site.code,
  name: site.name,
  locality: site.locality,
  monthlyRate: site.monthly_rate,
});

const STORAGE_KEY = 'media-plan.v1';
const SENT_KEY = 'media-plan.sent.v1';
/** As many sites as one quote request takes (quote_requests_items_valid). */
export const MAX_PLAN_SITES = 50;
const EMPTY: readonly PlanItem[] = [];

const listeners = new Set<() => void>();
let cached: { raw: string | null; items: readonly PlanItem[] } = { raw: null, items: EMPTY };
let cachedSent: { raw: string | null; sent: PlanSent | null } = { raw: null, sent: null };

function isItem(value: unknown): value is PlanItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.code === 'string' && typeof item.name === 'string' && typeof item.locality === 'string' &&
    (item.monthlyRate === null || typeof item.monthlyRate === 'number') && typeof item.from === 'string' && typeof item.to === 'string'
  );
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored plan; a missing or unreadable value is an empty plan. The same array while nothing changed. */
export function readPlan(): readonly PlanItem[] {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw === cached.raw) return cached.items;
  cached = { raw, items: parsePlan(raw) };
  return cached.items;
}

function parsePlan(raw: string | null): readonly PlanItem[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, MAX_PLAN_SITES) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The sent mark, or null (never sent, changed since, or unreadable). */
export function readSent(): PlanSent | null {
  const raw = storage()?.getItem(SENT_KEY) ?? null;
  if (raw !== cachedSent.raw) cachedSent = { raw, sent: parseSent(raw) };
  return cachedSent.sent;
}

function parseSent(raw: string | null): PlanSent | null {
  try {
    const parsed = (raw ? JSON.parse(raw) : null) as Partial<PlanSent> | null;
    return typeof parsed?.reference === 'string' && typeof parsed.sentAt === 'string' ? { reference: parsed.reference, sentAt: parsed.sentAt } : null;
  } catch {
    return null;
  }
}

/** Writes the plan; any change to a sent plan makes it a new draft (the quote asked for was for the old one). */
function writePlan(items: readonly PlanItem[], sent: PlanSent | null = null): void {
  const store = storage();
  store?.setItem(STORAGE_KEY, JSON.stringify(items));
  if (sent) store?.setItem(SENT_KEY, JSON.stringify(sent));
  else store?.removeItem(SENT_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the plan.
  const onStorage = (event: StorageEvent) => (event.key === STORAGE_KEY || event.key === SENT_KEY) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The dates a site gets when added: the whole of next month, the usual start of a campaign. */
export function defaultDates(now = today()): { from: string; to: string } {
  const from = addMonths(firstOfMonth(now), 1);
  return { from, to: addDays(addMonths(from, 1), -1) };
}

export const plan = {
  /** Adds a site for `dates` (the dates a visitor searched for), or next month when none were. */
  add(site: PlanSite, dates: PlanDates = defaultDates()): void {
    const items = readPlan();
    if (items.some((item) => item.code === site.code) || items.length >= MAX_PLAN_SITES) return;
    writePlan([...items, { ...site, ...dates }]);
  },
  remove(code: string): void {
    writePlan(readPlan().filter((item) => item.code !== code));
  },
  setDates(code: string, dates: PlanDates): void {
    writePlan(readPlan().map((item) => (item.code === code ? { ...item, ...dates } : item)));
  },
  /** The same dates for every site of the plan. */
  setAllDates(dates: PlanDates): void {
    writePlan(readPlan().map((item) => ({ ...item, ...dates })));
  },
  /** Marks the plan as sent for a quote under `reference`; it stays until changed or cleared. */
  markSent(reference: string, now = new Date()): void {
    writePlan(readPlan(), { reference, sentAt: now.toISOString() });
  },
  clear(): void {
    writePlan(EMPTY);
  },
};

/**
 * The plan before this browser's is read (the build's prerender, and hydration, which must match it): no
 * items, but not known to be empty either, so /media-plan does not tell a visitor with a plan that theirs is
 * empty while the page loads.
 */
export const PLAN_NOT_READ: readonly PlanItem[] = Object.freeze([]);

/** The plan, re-rendered on every change (this tab or another). */
export function usePlan(): readonly PlanItem[] {
  return useSyncExternalStore(subscribe, readPlan, () => PLAN_NOT_READ);
}

/** The plan's sent mark, re-rendered on every change; null before this browser's plan is read. */
export function usePlanSent(): PlanSent | null {
  return useSyncExternalStore(subscribe, readSent, () => null);
}
