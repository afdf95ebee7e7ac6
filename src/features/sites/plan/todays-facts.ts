import type { PlanItem, PlanSite } from './plan-store';

/**
 * A plan item with today's facts (docs/decisions/048): the name, locality and rate the database has now, whether
 * the site was withdrawn since it was added, and the rate it had then when that differs.
 */
export type CurrentPlanItem = PlanItem & { withdrawn: boolean; rateWhenAdded?: number | null };

/** The plan as it stands today; with `today` unread (undefined), as it was stored. */
export function withTodaysFacts(items: readonly PlanItem[], today: readonly PlanSite[] | undefined): CurrentPlanItem[] {
  return items.map((item) => {
    if (!today) return { ...item, withdrawn: false };
    const site = today.find((candidate) => candidate.code === item.code);
    if (!site) return { ...item, withdrawn: true };
    return { ...item, ...site, withdrawn: false, ...(site.monthlyRate !== item.monthlyRate && { rateWhenAdded: item.monthlyRate }) };
  });
}

/** The codes of `shown` that are not as shown any more: withdrawn, or at another rate. */
export function changedSince(shown: readonly PlanItem[], today: readonly PlanSite[]): string[] {
  return shown.filter((item) => today.find((site) => site.code === item.code)?.monthlyRate !== item.monthlyRate).map((item) => item.code);
}
