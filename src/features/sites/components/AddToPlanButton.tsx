import { Check, Plus } from 'lucide-react';
import { Button } from '@/components/Button';
import { MAX_PLAN_SITES, plan, usePlan, type PlanDates, type PlanSite } from '../plan/plan-store';

/**
 * 'Add to plan', or 'In your plan' (which takes the site out again) once added (docs/product.md §11). A site
 * found by a 'free between' search is added for those dates. The name starts with the words on the button, so a
 * voice command of what is seen reaches it (WCAG 2.5.3), and names the site, so a list of them tells them apart.
 */
export function AddToPlanButton({ site, dates, className }: { site: PlanSite; dates?: PlanDates | null; className?: string }) {
  const items = usePlan();
  const added = items.some((item) => item.code === site.code);
  const full = !added && items.length >= MAX_PLAN_SITES;
  return (
    <Button
      variant={added ? 'secondary' : 'primary'}
      className={className}
      aria-pressed={added}
      aria-label={added ? `${site.name} is in your plan (remove it)` : `Add to plan: ${site.name}`}
      disabled={full}
      title={full ? `A plan holds at most ${MAX_PLAN_SITES} sites` : undefined}
      onClick={() => (added ? plan.remove(site.code) : plan.add(site, dates ?? undefined))}
    >
      {added ? <Check aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
      {added ? 'In your plan' : 'Add to plan'}
    </Button>
  );
}
