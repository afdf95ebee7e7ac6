import { publicData } from '@/lib/public-api';
import { useLoad } from '@/lib/use-load';
import type { InvoiceViewResult } from '../types';

/** The invoice a link's token opens (null for a token that was never a link); anon may call invoice_view. */
export async function fetchInvoice(token: string): Promise<InvoiceViewResult> {
  const { data } = await (await publicData()).rpc('invoice_view', { token }).throwOnError();
  return (data ?? null) as InvoiceViewResult;
}

/** The invoice, read once when the page opens, without the query cache (a document: docs/decisions/060). */
export function useInvoice(token: string) {
  return useLoad(token, () => fetchInvoice(token)).result;
}
