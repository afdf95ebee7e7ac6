import { LinkedDocumentStates } from '@/components/document/LinkedDocumentStates';
import { PageMeta } from '@/components/PageMeta';
import { site } from '@/config/site';
import { useInvoice } from '../api/fetch-invoice';
import type { InvoiceViewResult } from '../types';
import { InvoiceDocument } from './InvoiceDocument';

const WORDS = { title: 'Invoice', what: 'Invoice', description: `A tax invoice from ${site.name}.`, path: '/invoices' };

/** A link that opens no invoice: never a link, or one that ended (a cancelled invoice, a revoked link). */
const notFound = (data: InvoiceViewResult) =>
  !data || data.state === 'ended' ? { title: 'Invoice Not Available', message: data?.message ?? 'This invoice link is not valid. Ask us for a new one.' } : null;

/**
 * An invoice as its client opens it from our link, /invoices/{token} (docs/product.md §16): no sign-in, never indexed
 * or prerendered with its content (its loading state is: src/config/route-shells.ts).
 */
export function InvoiceView({ token }: { token: string }) {
  return (
    <LinkedDocumentStates load={useInvoice(token)} words={WORDS} notFound={notFound}>
      {(invoice) =>
        invoice.state === 'open' && (
          <>
            <PageMeta title={`Invoice ${invoice.number}`} description={WORDS.description} path={WORDS.path} noindex />
            <InvoiceDocument invoice={invoice} />
          </>
        )
      }
    </LinkedDocumentStates>
  );
}
