import { LinkedDocumentStates } from '@/components/document/LinkedDocumentStates';
import { PageMeta } from '@/components/PageMeta';
import { site } from '@/config/site';
import { useProofReport } from '../api/fetch-proof-report';
import { ProofReportDocument } from './ProofReportDocument';

const WORDS = { title: 'Proof of display', what: 'Report', description: `A proof of display report from ${site.name}.`, path: '/proof' };

/** A wrong or withdrawn link. */
const notFound = (report: unknown) =>
  report ? null : { title: 'Report Not Found', message: 'This proof report link is not valid, or it has been withdrawn. Ask us for a new one.' };

/**
 * A proof report as its client opens it from our link, /proof/{token} (docs/product.md §14): no sign-in, never
 * indexed or prerendered with its content (its loading state is: src/config/route-shells.ts). Loading; not valid (a wrong or withdrawn link: one sentence and nothing else); the report.
 */
export function ProofReportView({ token }: { token: string }) {
  return (
    <LinkedDocumentStates load={useProofReport(token)} words={WORDS} notFound={notFound}>
      {(report) => (
        <>
          <PageMeta title={`Proof of display ${report.reference}`} description={WORDS.description} path={WORDS.path} noindex />
          <ProofReportDocument report={report} />
        </>
      )}
    </LinkedDocumentStates>
  );
}
