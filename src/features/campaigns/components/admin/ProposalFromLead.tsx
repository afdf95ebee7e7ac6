import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/Link';
import { Button } from '@/components/admin';
import { FormAlert } from '@/components/form';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import type { CustomerMatch } from '../../api/customer-matches-for-lead';
import { useLeadCampaign } from '../../api/lead-campaign';
import { makeProposalFromLead, useProposalMade } from '../../api/make-proposal-from-lead';
import { fetchLeadCustomer } from '../../api/use-lead-customer';
import { leadCustomerName, type QuoteLead } from '../../quote-lead';

type Props = {
  lead: QuoteLead;
  /** Only those who sell see it (permissionsFor's canSell). */
  canSell: boolean;
  /** After the campaign is made, before it opens: the inbox marks the lead qualified. */
  onMade: () => Promise<unknown>;
};

/**
 * 'Make a proposal' on a quote lead (docs/product.md §13): a draft campaign with the quote's sites, for the customer
 * the lead is (an existing one is offered first), then the campaign opens. A lead that has one links to it instead.
 */
export function ProposalFromLead({ lead, canSell, onMade }: Props) {
  const existing = useLeadCampaign(lead.id);
  const navigate = useNavigate();
  const made = useProposalMade();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [match, setMatch] = useState<CustomerMatch | null>(null);
  if (!canSell) return null;
  if (existing.isPending) return <p className="text-sm text-slate-600">Looking for its campaign...</p>;
  if (existing.data) {
    return (
      <Link to={paths.admin.campaign(existing.data.id)} className="font-semibold text-brand-700 underline">
        Campaign {existing.data.reference}
      </Link>
    );
  }

  async function make(customerId?: string) {
    setBusy(true);
    setError(null);
    try {
      const { campaignId, notes } = await makeProposalFromLead({ lead, customerId });
      made();
      // The campaign exists now: open it even if the lead's status could not follow, and say so there.
      const qualified = await onMade().then(
        () => true,
        () => false,
      );
      const all = qualified ? notes : [...notes, "The lead's status could not be set to Qualified: set it in the Leads inbox."];
      await navigate(paths.admin.campaign(campaignId), { state: { notes: all } });
    } catch (caught) {
      setError(describeDbError(caught));
      setBusy(false);
    }
  }

  async function start() {
    setBusy(true);
    setError(null);
    try {
      // The customer the lead is linked to, else the best of those it may be (docs/decisions/055), else a new one.
      const { linked, matches } = await fetchLeadCustomer(lead.id);
      if (linked) {
        await make(linked.id);
      } else if (matches[0]) {
        setMatch(matches[0]);
        setBusy(false);
      } else {
        await make();
      }
    } catch (caught) {
      setError(describeDbError(caught));
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      {error && <FormAlert tone="error" title="The proposal was not made">{error}</FormAlert>}
      {match ? (
        <div role="group" aria-label="Customer for the proposal" className="space-y-3 rounded-lg border border-slate-200 p-3">
          <p className="text-sm text-slate-800">
            <strong>{match.name}</strong> is already a customer ({match.by === 'company' ? 'the same company name' : 'a contact with the same e-mail'}).
          </p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => void make(match.id)}>
              {busy ? 'Making...' : `Make it for ${match.name}`}
            </Button>
            {match.by === 'email' && (
              <Button variant="secondary" disabled={busy} onClick={() => void make()}>
                New customer '{leadCustomerName(lead)}'
              </Button>
            )}
            <Button variant="secondary" disabled={busy} onClick={() => setMatch(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void start()}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          {busy ? 'Making...' : 'Make a proposal'}
        </Button>
      )}
    </div>
  );
}
