import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/admin';
import { SelectField, SelectOptions } from '@/components/form';
import { paths } from '@/config/paths';
import { useClientNames } from '../api/fetch-client-names';

/** 'Statement of account' for any client, owing or not (docs/product.md §16, Receivables): choose the client, open it. */
export function StatementPicker({ canRead }: { canRead: boolean }) {
  const clients = useClientNames(canRead);
  const navigate = useNavigate();
  const [client, setClient] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function open(event: FormEvent) {
    event.preventDefault();
    if (!client) return setProblem('Choose the client whose statement to open.');
    void navigate(paths.admin.statement(client));
  }

  return (
    <form noValidate aria-label="Open a statement" onSubmit={open} className="flex flex-wrap items-end gap-3">
      <SelectField label="Statement of account for" value={client} error={problem ?? undefined} onChange={(event) => setClient(event.target.value)} className="min-w-64">
        <SelectOptions placeholder={clients.isPending ? 'Loading clients...' : 'Choose a client'} options={(clients.data ?? []).map((row) => ({ value: row.id, label: row.name }))} />
      </SelectField>
      <Button type="submit" variant="secondary">
        Open statement
      </Button>
    </form>
  );
}
