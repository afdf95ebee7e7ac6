import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/Button';
import { PrivacyNote, SpamTrapField, useFocusOnMount, useSchemaForm, useSpamGuard } from '@/components/form';
import { subscribeErrorFallback, useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';
import { newsletterSchema, type NewsletterInput, type NewsletterSource, type NewsletterValues } from '../schemas';

type NewsletterFormProps = {
  source: NewsletterSource;
  /** 'dark' for forms on a dark or brand-coloured band. */
  tone?: 'light' | 'dark';
  /** Called once the address is saved (the popup closes itself a little later). */
  onSubscribed?: () => void;
};

/** E-mail and Subscribe, then a thank-you. The one newsletter form of the site (popup and blog). */
export function NewsletterForm({ source, tone = 'light', onSubscribed }: NewsletterFormProps) {
  const inputId = useId();
  const errorId = useId();
  const subscribe = useSubscribeToNewsletter();
  const guard = useSpamGuard();
  const {
    register,
    handleSubmit,
    errors,
  } = useSchemaForm<NewsletterInput, NewsletterValues>(newsletterSchema, { email: '' });
  const dark = tone === 'dark';

  if (subscribe.isSuccess) return <ThankYou dark={dark} />;

  const onSubmit = handleSubmit(({ email }) => subscribe.submit({ values: { email, source }, signals: guard.signals() }, { onSuccess: () => onSubscribed?.() }));
  const fieldError = errors.email;
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-2">
      <SpamTrapField guard={guard} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          disabled={subscribe.isPending}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500"
          {...register('email')}
        />
        <Button type="submit" variant={dark ? 'light' : 'primary'} disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {fieldError && (
        <p id={errorId} className={`text-sm font-medium ${dark ? 'text-white' : 'text-red-700'}`}>
          {fieldError}
        </p>
      )}
      {subscribe.isError && (
        <p role="alert" className={`text-sm font-medium ${dark ? 'text-white' : 'text-red-700'}`}>
          {subscribe.error.message || subscribeErrorFallback}
        </p>
      )}
      <PrivacyNote use="We use your e-mail address only to send you our newsletter" tone={tone} />
    </form>
  );
}

/** Replaces the form, so it takes focus: the input it replaces had it. */
function ThankYou({ dark }: { dark: boolean }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`flex items-center gap-2 font-semibold focus:outline-none ${dark ? 'text-white' : 'text-green-800'}`}
    >
      <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" />
      Thank you for subscribing! Watch your inbox for our latest insights.
    </p>
  );
}
