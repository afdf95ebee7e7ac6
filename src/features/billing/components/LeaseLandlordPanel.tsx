import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/admin';
import type { Landlord } from '../api/lease-types';
import { LandlordForm } from './LandlordForm';
import { Term } from './LeaseTermsPanel';

/** The lease's landlord (docs/decisions/115): who the rent goes to and where, the PAN its TDS is filed against; 'Edit landlord'. */
export function LeaseLandlordPanel({ landlord }: { landlord: Landlord }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <div className="space-y-2">
        <LandlordForm landlord={landlord} onSaved={() => setEditing(false)} />
        <Button variant="secondary" onClick={() => setEditing(false)}>
          Close without saving
        </Button>
      </div>
    );
  }
  const bank = [landlord.bank_name, landlord.bank_account && `account ${landlord.bank_account}`, landlord.bank_ifsc && `IFSC ${landlord.bank_ifsc}`].filter(Boolean).join(', ');
  return (
    <section aria-labelledby="landlord-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="landlord-heading" className="text-lg font-semibold text-slate-900">
          Landlord
        </h2>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit landlord
        </Button>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Term name="Name">{landlord.name}</Term>
        <Term name="Phone">{landlord.phone}</Term>
        <Term name="PAN">{landlord.pan}</Term>
        <Term name="GSTIN">{landlord.gstin ?? 'Unregistered for GST'}</Term>
        <Term name="Bank">{bank || 'No bank details yet'}</Term>
      </dl>
    </section>
  );
}
