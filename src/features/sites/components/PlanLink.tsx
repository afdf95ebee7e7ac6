import { ClipboardList } from 'lucide-react';
import { ButtonLink } from '@/components/Button';
import { paths } from '@/config/paths';
import { usePlan } from '../plan/plan-store';

/** 'Your media plan (2 sites)': the way to the plan from the inventory and a site's page. */
export function PlanLink() {
  const count = usePlan().length;
  return (
    <ButtonLink to={paths.mediaPlan} variant="secondary">
      <ClipboardList aria-hidden="true" className="size-4" />
      Your media plan ({count} {count === 1 ? 'site' : 'sites'})
    </ButtonLink>
  );
}
