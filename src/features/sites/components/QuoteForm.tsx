import { Send } from 'lucide-react';
import { site } from '@/config/site';
import { Button } from '@/components/Button';
import { EmailField, FormAlert, FullNameField, PrivacyNote, SpamTrapField, TextAreaField, TextField, useSchemaForm, useSpamGuard } from '@/components/form';
import { useSendQuote } from '../api/send-quote';
import { plan, type PlanItem } from '../plan/plan-store';
import { emptyQuote, quoteSchema, type Quote, type QuoteInput } from '../plan/quote-schema';

/**
 * 'Request a quote' (docs/product.md §11): the buyer's details with the plan's sites and dates become a
 * 'quote' lead in the Leads inbox. A sent plan is kept, marked with its reference; a refused one keeps
 * everything typed. `items` are the sites on offer today; `planCodes` every site of the plan.
 */
export function QuoteForm({ items, planCodes }: { items: readonly PlanItem[]; planCodes: readonly string[] }) {
  const send = useSendQuote();
  const guard = useSpamGuard();
  const { register, handleSubmit, errors } = useSchemaForm<QuoteInput, Quote>(quoteSchema, emptyQuote);
  const datesProblem = items.some((item) => item.from > item.to);

  const onSubmit = (values: Quote) =>
    send.submit(
      { values, signals: guard.signals(), items, planCodes },
      { onSuccess: (reference) => plan.markSent(reference) },
    );

  return (
    <section aria-labelledby="quote-heading" data-print-hide className="rounded-xl border border-slate-200 p-5">
      <h2 id="quote-heading" className="text-xl font-semibold text-slate-900">
        Request a quote
      </h2>
      <p className="mt-1 text-sm text-slate-700">We send a quote for these sites and dates within {site.replyTime}, and e-mail you a copy of the plan.</p>
      <form noValidate aria-label="Request a quote" onSubmit={handleSubmit(onSubmit)} className="relative mt-4 grid gap-4 sm:grid-cols-2">
        <SpamTrapField guard={guard} />
        {send.isError && (
          <div className="sm:col-span-2">
            <FormAlert tone="error" title="Your quote request was not sent">
              {send.error.message}
            </FormAlert>
          </div>
        )}
        <FullNameField error={errors.name} {...register('name')} />
        <TextField label="Company" required autoComplete="organization" maxLength={200} error={errors.company} {...register('company')} />
        <TextField label="Phone Number" required type="tel" autoComplete="tel" maxLength={25} error={errors.phone} {...register('phone')} />
        <EmailField error={errors.email} {...register('email')} />
        <TextAreaField label="Message" rows={3} maxLength={2000} className="sm:col-span-2" placeholder="Anything we should know: the brand, creative, flexibility on dates (optional)" {...register('message')} />
        <div className="sm:col-span-2">
          <PrivacyNote use="We use these details only to send your quote" />
        </div>
        <div className="sm:col-span-2">
          {datesProblem && <p className="mb-2 text-sm font-medium text-red-700">Fix the dates of every site before sending.</p>}
          <Button type="submit" size="lg" className="w-full" disabled={send.isPending || datesProblem || items.length === 0}>
            <Send aria-hidden="true" className="size-5" />
            {send.isPending ? 'Sending...' : 'Request a quote'}
          </Button>
        </div>
      </form>
    </section>
  );
}
