import { Users } from 'lucide-react';
import { useContext } from 'react';
import type { ContentTable } from '@/config/content-types';
import { AuthContext } from '@/features/auth';
import { useEditingPresence } from '../api/editing-presence';
import { editingSentence } from '../sentences';

/**
 * 'Meera Krishnan is editing this blog post.' above an edit form while someone else has the same record open
 * (docs/product.md §10). The live region stays mounted and its text changes only when people come or go, so a
 * screen reader hears each change once.
 */
export function EditingNotice({ table, id }: { table: ContentTable; id: string }) {
  // Read softly: a form shown outside the signed-in shell (a test, a preview) joins nothing and shows nothing.
  const { user = null, profile = null } = useContext(AuthContext) ?? {};
  // Named as the admin top bar names people: full name, else e-mail.
  const name = profile?.full_name || profile?.email || user?.email || '';
  const others = useEditingPresence(`editing:${table}:${id}`, user ? { id: user.id, name } : null);
  return (
    <div role="status" className="empty:hidden">
      {others.length > 0 && (
        <p className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Users className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{editingSentence(others, table)}</span>
        </p>
      )}
    </div>
  );
}
