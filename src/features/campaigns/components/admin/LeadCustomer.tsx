import { Building2 } from 'lucide-react';
import { Link } from '@/components/Link';
import { Button } from '@/components/admin';
import { FormAlert } from '@/components/form';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { useLeadCustomer } from '../../api/use-lead-customer';
import { useLinkLead } from '../../api/use-link-lead';
import { type CustomerMatch } from '../../api/customer-matches-for-lead';

const matchReason = (match: CustomerMatch) => (match.by === 'company' ? 'the same company name' : 'a contact with the same e-mail');

/**
 * A lead's customer in its details (docs/product.md §13): the one it is linked to, or the customers it may be,
 * each with a button to link it. Those who do not sell see nothing (the queries answer them nothing).
 */
export function LeadCustomer({ leadId }: { leadId: string }) {
  const customer = useLeadCustomer(leadId);
  const link = useLinkLead();
  if (!customer.data) return null;
  const { linked, matches } = customer.data;
  if (linked) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Building2 aria-hidden="true" className="size-4 text-slate-500" />
        Customer:{' '}
        <Link to={paths.admin.customerEdit(linked.id)} className="font-semibold text-brand-700 underline">
          {linked.name}
        </Link>
      </p>
    );
  }
  if (matches.length === 0) return null;
  return (
    <div role="group" aria-label="Customer" className="space-y-3 rounded-lg border border-slate-200 p-3">
      {link.isError && <FormAlert tone="error" title="The lead was not linked">{describeDbError(link.error)}</FormAlert>}
      {matches.map((match) => (
        <div key={match.id} className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-800">
            <strong>{match.name}</strong> may be this lead's company ({matchReason(match)}).
          </p>
          <Button variant="secondary" disabled={link.isPending} onClick={() => link.mutate({ leadId, customerId: match.id })}>
            Link to {match.name}
          </Button>
        </div>
      ))}
    </div>
  );
}
