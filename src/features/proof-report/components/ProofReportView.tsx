import { Phone } from 'lucide-react';
import { PageLoadError } from '@/components/PageLoadError';
import { DocumentLoading } from '@/components/document/DocumentLoading';
import { PageMeta } from '@/components/PageMeta';
import { displayPhone, site, telHref } from '@/config/site';
import { useProofReport } from '../api/fetch-proof-report';
import { ProofReportDocument } from './ProofReportDocument';

/** The address the page's metadata names: the link's token is the client's key, so it goes in no tag. */
const META_PATH = '/proof';
const DESCRIPTION = `A proof of display report from ${site.name}.`;

/**
 * A proof report as its client opens it from our link, /proof/{token} (docs/product.md §14): no sign-in, never
 * indexed or prerendered with its content (its loading state is: src/config/route-shells.ts). Loading; not valid (a wrong or withdrawn link: one sentence and nothing else); the report.
 */
export function ProofReportView({ token }: { token: string }) {
  const report = useProofReport(token);
  if (report.status === 'error') {
    return (
      <>
        <PageMeta title="Proof of display" description={DESCRIPTION} path={META_PATH} noindex />
        <PageLoadError title="Error Loading Report" error={report} />
      </>
    );
  }
  if (report.status === 'loading') {
    return (
      <>
        <PageMeta title="Proof of display" description={DESCRIPTION} path={META_PATH} noindex />
        <DocumentLoading status="Loading report..." />
      </>
    );
  }
  if (!report.data) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <PageMeta title="Report Not Found" description={DESCRIPTION} path={META_PATH} noindex />
        <h1 className="text-3xl font-bold text-slate-900">Report Not Found</h1>
        <p className="mt-3 text-lg text-slate-700">This proof report link is not valid, or it has been withdrawn. Ask us for a new one.</p>
        <a href={telHref(site.phone)} className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
          <Phone aria-hidden="true" className="size-4" />
          Call {displayPhone(site.phone)}
        </a>
      </section>
    );
  }
  return (
    <>
      <PageMeta title={`Proof of display ${report.data.reference}`} description={DESCRIPTION} path={META_PATH} noindex />
      <ProofReportDocument report={report.data} />
    </>
  );
}
