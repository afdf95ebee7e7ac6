import { ShieldCheck } from 'lucide-react';
import { roleDescription } from '@/lib/permissions';

/** 'Logged in as {ROLE}' with what that role may do (docs/product.md §2, Dashboard). */
export function RoleSummary({ role }: { role: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-slate-900 p-5 text-white">
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-500" />
      <div>
        <p className="font-semibold">Logged in as {role.toUpperCase()}</p>
        <p className="mt-1 text-sm text-slate-300">{roleDescription(role)}</p>
      </div>
    </div>
  );
}
