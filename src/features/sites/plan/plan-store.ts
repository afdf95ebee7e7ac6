import { useSyncExternalStore } from 'react';
import type { Site } from '../api/fetch-sites';
import { addDays, addMonths, firstOfMonth, today } from '../dates';

/**
 * The visitor's media plan, kept in this browser (localStorage) so it survives a reload and needs no
 * account (docs/decisions/035). Each item keeps what the plan page shows without asking the database:
 * the site's code, name, locality and monthly rate at the time it was added, and the wanted dates.
 */

export type PlanItem = { code: string; name: string; locality: string; monthlyRate: number | null; from: string; to: string };
export type PlanSite = Omit<PlanItem, 'from' | 'to'>;

/** What 'Add to plan' keeps of a site. */
export const planSite = (site: Pick<Site, 'code' | 'name' | 'locality' | 'monthly_rate'>): PlanSite => ({
  code: site.code,
  name: site.name,
  locality: site.locality,
  monthlyRate: site.monthly_rate,
});

const STORAGE_KEY = 'media-plan.v1';
/** As many sites as one quote request takes (quote_requests_items_valid). */
export const MAX_PLAN_SITES = 50;
const EMPTY: readonly PlanItem[] = [];

const listeners = new Set<() => void>();
let cached: { raw: string | null; items: readonly PlanItem[] } = { raw: null, items: EMPTY };

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

function writePlan(items: readonly PlanItem[]): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(items));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the plan.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
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
  add(site: PlanSite, dates = defaultDates()): void {
    const items = readPlan();
    if (items.some((item) => item.code === site.code) || items.length >= MAX_PLAN_SITES) return;
    writePlan([...items, { ...site, ...dates }]);
  },
  remove(code: string): void {
    writePlan(readPlan().filter((item) => item.code !== code));
  },
  setDates(code: string, dates: { from: string; to: string }): void {
    writePlan(readPlan().map((item) => (item.code === code ? { ...item, ...dates } : item)));
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
