import { sqlValue } from './db';

let seeded: string | undefined;

/** The seeded running offer (supabase/seed.sql, decision 061): a festival booking names it, or the database refuses it. */
export async function runningOfferId(): Promise<string> {
  seeded ??= await sqlValue<string>("select id from public.offers where slug = 'festival-season'");
  return seeded;
}
