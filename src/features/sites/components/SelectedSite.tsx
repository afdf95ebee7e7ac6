import { useSite } from '../api/fetch-site';
import type { PlanDates } from '../plan/plan-store';
import { SiteCard } from './SiteCard';

/** The card of the site whose marker was chosen on the sites map. */
export function SelectedSite({ code, dates }: { code: string; dates: PlanDates | null }) {
  const site = useSite(code);
  if (!site.data) return null;
  return (
    <div aria-live="polite">
      <SiteCard site={site.data} dates={dates} />
    </div>
  );
}
