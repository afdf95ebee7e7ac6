import { supabase } from '@/lib/supabase';
import type { QuoteSite } from '../quote-lead';

/** The sites of a quote by their codes, as the inventory has them now (a code no longer listed is missing). */
export async function fetchQuoteSites(codes: string[]): Promise<QuoteSite[]> {
  if (codes.length === 0) return [];
  const { data } = await supabase.from('sites').select('id, code, monthly_rate').in('code', codes).throwOnError();
  return data;
}
