import { Link } from '@/components/Link';
import { Button } from '@/components/admin';
import { FormAlert } from '@/components/form';
import { leadSources, type LeadKind } from '@/config/lead-sources';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { formatDate } from '@/lib/format';
import { useCustomerLeads, type CustomerLead } from '../../api/use-customer-leads';
import { useLinkLead } from '../../api/use-link-lead';

const kindLabel = (kind: string) => leadSources[kind as LeadKind]?.label ?? kind;

function LeadLine({ lead }: { lead: CustomerLead }) {
  return (
    <Link to={paths.admin.lead(lead.id)} className="font-semibold text-brand-700 underline">
      {lead.name || lead.email || 'A lead'}
    </Link>
  );
}

/**
 * Under a customer's form (docs/product.md §13): the leads linked to it, and the leads no one has linked yet that
 * name the same company or come from a contact's e-mail, each with a button to link it.
 */
export function CustomerLeads({ customerId }: { customerId: string }) {
  const leads = useCustomerLeads(customerId);
  const link = useLinkLead();
  if (!leads.data) return null;
  const { linked, matches } = leads.data;
  return (
    <section aria-labelledby="customer-leads" className="mt-6 max-w-3xl space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="customer-leads" className="text-lg font-semibold text-slate-900">
        Leads
      </h2>
      {linked.length === 0 ? (
        <p className="text-sm text-slate-600">No lead is linked to this customer yet.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {linked.map((lead) => (
            <li key={lead.id}>
              <LeadLine lead={lead} /> · {kindLabel(lead.kind)} · {formatDate(lead.created_at)}
            </li>
          ))}
        </ul>
      )}
      {matches.length > 0 && (
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900">Leads that may be this customer's</h3>
          {link.isError && <FormAlert tone="error" title="The lead was not linked">{describeDbError(link.error)}</FormAlert>}
          <ul className="space-y-3 text-sm">
            {matches.map((lead) => (
              <li key={lead.id} className="flex flex-wrap items-center gap-3">
                <span>
                  <LeadLine lead={lead} /> · {kindLabel(lead.kind)} · {formatDate(lead.created_at)} ·{' '}
                  {lead.by === 'company' ? `company '${lead.company}'` : `e-mail ${lead.email}`}
                </span>
                <Button variant="secondary" disabled={link.isPending} onClick={() => link.mutate({ leadId: lead.id, customerId })}>
                  Link {lead.name || 'this lead'}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
