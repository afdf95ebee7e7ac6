import type { LeadSourceTable } from '@/config/lead-sources';
import type { TablesInsert } from '@/lib/database.types';
import { publicData } from '@/lib/public-api';
import { leadRefusal, type SendingRefusal } from '../refusal';
import type { SpamSignals } from '@/components/form';
import { notifyAgency } from './notify-agency';

export type LeadSave<Table extends LeadSourceTable> = {
  table: Table;
  /** The row as the form fills it; the id and the spam signals are added here. */
  row: Omit<TablesInsert<Table>, 'id' | 'form_trap' | 'form_elapsed_ms'>;
  signals: SpamSignals;
  /** The sentence for a refusal the database gives no sentence for. */
  fallback: string;
  /** Show the database's own message for any refusal (the contact form's rule, docs/product.md §7). */
  refusal?: SendingRefusal;
};

/**
 * Saves a public form's lead: under an id of its own (so the agency's notification can name it), with the
 * form's spam signals, screened by the database (decisions 025 and 040). A refusal becomes one sentence for
 * the form; once saved, the agency's notification is asked for, not awaited, so the visitor sees success as
 * soon as the lead is stored, however slow the mail is. Resolves to the lead's id.
 */
export async function saveLead<Table extends LeadSourceTable>({ table, row, signals, fallback, refusal = 'rate-limit' }: LeadSave<Table>): Promise<string> {
  const id = crypto.randomUUID();
  const values = { ...row, id, ...signals } as TablesInsert<Table>;
  // One insert call for every lead table: the union of their row types is wider than any one table's.
  const { error } = await (await publicData()).from(table).insert(values as never);
  if (error) {
    console.error(`Saving a lead in ${table} failed:`, error);
    throw new Error(leadRefusal(error, fallback, refusal));
  }
  void notifyAgency(id);
  return id;
}
