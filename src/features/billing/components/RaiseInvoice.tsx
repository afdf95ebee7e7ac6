import { FilePlus2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/admin';
import { FormAlert, SelectField, SelectOptions } from '@/components/form';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { useBillableCampaigns } from '../api/fetch-billable-campaigns';
import { useRaiseInvoice } from '../api/raise-invoice';

/**
 * 'Raise an invoice' (docs/product.md §16): a confirmed, live or completed campaign's next period as a draft, priced and
 * taxed by the database; the draft opens, to be issued. What the database refuses (everything invoiced already, a
 * display service to a client without a state) is said in its words.
 */
export function RaiseInvoice() {
  const campaigns = useBillableCampaigns(true);
  const raise = useRaiseInvoice();
  const navigate = useNavigate();
  const [campaign, setCampaign] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(campaign ? null : 'Choose the campaign to invoice.');
    if (campaign) raise.mutate(campaign, { onSuccess: (id) => void navigate(paths.admin.invoiceScreen(id)) });
  }

  const options = (campaigns.data ?? []).map((row) => ({ value: row.id, label: `${row.reference} · ${row.title}${row.customer_name ? ` · ${row.customer_name}` : ''}` }));
  return (
    <form onSubmit={submit} aria-label="Raise an invoice" noValidate className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Raise an invoice</h2>
      <p className="text-sm text-slate-600">From a campaign its client confirmed: its next period, priced as the proposal was, taxed on today's rates. You check the draft, then issue it.</p>
      {raise.error && <FormAlert tone="error" title="No invoice was raised">{describeDbError(raise.error)}</FormAlert>}
      {campaigns.isError && <FormAlert tone="error" title="The campaigns could not be loaded">{describeDbError(campaigns.error)}</FormAlert>}
      <SelectField label="Campaign" required error={problem ?? undefined} value={campaign} onChange={(event) => setCampaign(event.target.value)}>
        <SelectOptions placeholder={campaigns.isPending ? 'Loading campaigns...' : options.length ? 'Choose a campaign' : 'No confirmed campaign yet'} options={options} />
      </SelectField>
      <Button type="submit" disabled={raise.isPending} aria-busy={raise.isPending || undefined}>
        <FilePlus2 aria-hidden="true" className="size-4" />
        {raise.isPending ? 'Raising...' : 'Raise invoice'}
      </Button>
    </form>
  );
}
