import { Button } from '@/components/Button';
import { FormAlert, FullNameField, SpamTrapField, TenDigitPhoneField, useFocusOnMount, useSchemaForm, useSpamGuard } from '@/components/form';
import { useRequestCallback } from '../api/request-callback';
import { callbackErrorFallback, callbackSchema, type CallbackInput, type CallbackRequest } from '../schemas';

type CallbackFormProps = {
  /** What the visitor wrote in the chat so far, saved with the request for whoever calls back. */
  conversation: string;
  /** The request is saved: the chat thanks the visitor in its log. */
  onRequested: (request: CallbackRequest) => void;
  onCancel: () => void;
};

/** 'Request a call back' inside the chat: name and phone, saved as a lead (docs/product.md §2, Chat widget). */
export function CallbackForm({ conversation, onRequested, onCancel }: CallbackFormProps) {
  const save = useRequestCallback();
  const guard = useSpamGuard();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const {
    register,
    handleSubmit,
    errors,
  } = useSchemaForm<CallbackInput, CallbackRequest>(callbackSchema, { name: '', phone: '' });

  const onSubmit = handleSubmit((values) =>
    save.submit({ values: { ...values, conversation }, signals: guard.signals() }, { onSuccess: () => onRequested(values) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="chat-callback-heading" className="relative space-y-3 border-t border-slate-200 bg-white p-3">
      <h3 id="chat-callback-heading" ref={heading} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
        Request a call back
      </h3>
      <SpamTrapField guard={guard} />
      {save.isError && <FormAlert tone="error">{save.error.message || callbackErrorFallback}</FormAlert>}
      <FullNameField error={errors.name} disabled={save.isPending} {...register('name')} />
      <TenDigitPhoneField label="Phone Number" hint="10 digits, without +91" error={errors.phone} disabled={save.isPending} {...register('phone')} />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Sending...' : 'Call me back'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
