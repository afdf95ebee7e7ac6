import { useState } from 'react';
import { Button } from '@/components/admin';
import { FormAlert, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { formatDateTime } from '@/lib/format';
import { useOptIns } from '../api/opt-ins';
import { useRecordOptIn } from '../api/record-opt-in';
import { useWithdrawOptIn } from '../api/withdraw-opt-in';

/**
 * A client contact's WhatsApp opt-in (docs/decisions/117): when, how and by whom it was given, withdrawn by staff
 * here or by the client's STOP. Only a contact who opted in gets the money path's messages on WhatsApp.
 */
export function WhatsAppOptIn({ contact }: { contact: string }) {
  const optIns = useOptIns(contact);
  const record = useRecordOptIn();
  const withdraw = useWithdrawOptIn();
  const [how, setHow] = useState('');
  const live = optIns.data?.find((optIn) => !optIn.withdrawn_at);
  const last = optIns.data?.[0];
  const error = record.error ?? withdraw.error;
  return (
    <section aria-label="WhatsApp opt-in" className="space-y-2 text-sm">
      {live ? (
        <>
          <p>
            Opted in to WhatsApp messages at {live.phone} on {formatDateTime(live.opted_in_at)} ({live.how}), recorded by{' '}
            {live.recorder?.full_name || live.recorder?.email || 'a former member of staff'}.
          </p>
          <Button variant="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate(contact)}>
            Withdraw the opt-in
          </Button>
        </>
      ) : (
        <>
          {last?.withdrawn_at && (
            <p>
              Withdrawn on {formatDateTime(last.withdrawn_at)} {last.withdrawn_how === 'stop' ? 'by the client (STOP)' : 'by staff'}.
            </p>
          )}
          <TextField label="How they agreed to WhatsApp messages" value={how} onChange={(event) => setHow(event.target.value)} />
          <Button variant="secondary" disabled={record.isPending || !how.trim()} onClick={() => record.mutate({ contact, how: how.trim() }, { onSuccess: () => setHow('') })}>
            Record the opt-in
          </Button>
        </>
      )}
      {error && <FormAlert tone="error" title="The opt-in was not changed">{describeDbError(error)}</FormAlert>}
    </section>
  );
}
