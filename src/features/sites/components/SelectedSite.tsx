import { useSite } from '../api/fetch-site';
import { SiteCard } from './SiteCard';

/** The card of the site whose marker was chosen on the sites map. */
export function SelectedSite({ code }: { code: string }) {
  const site = useSite(code);
  if (!site.data) return null;
  return (
    <div aria-live="polite">
      <SiteCard site={site.data} />
    </div>
  );
}
