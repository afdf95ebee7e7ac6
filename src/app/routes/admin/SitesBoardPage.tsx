import { PageMeta } from '@/components/PageMeta';
import { SitesBoard } from '@/features/sites/admin';

export default function SitesBoardPage() {
  return (
    <>
      <PageMeta title="Sites board" description="Every site over the next 12 weeks: free, held or booked." />
      <SitesBoard />
    </>
  );
}
