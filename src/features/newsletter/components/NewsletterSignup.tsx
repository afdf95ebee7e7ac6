import { lazyIsland } from '@/components/lazyIsland';
import type { NewsletterSource } from '../schemas';

/** The blog's band and sidebar sit below the fold: the form's code (with its valibot schema) loads apart. */
const NewsletterForm = lazyIsland(() => import('./NewsletterForm').then((module) => module.NewsletterForm));

type NewsletterSignupProps = {
  source: NewsletterSource;
  /** 'band' spans the page under the blog list; 'card' sits in the blog post's sidebar. */
  layout?: 'band' | 'card';
};

const headingText = 'Subscribe to Our Newsletter';
const bodyText = 'Get the latest outdoor and BTL advertising insights, case studies and offers in your inbox.';

/** The blog's newsletter call: heading, one line of why, and the shared form. */
export function NewsletterSignup({ source, layout = 'band' }: NewsletterSignupProps) {
  if (layout === 'card') {
    return (
      <section aria-labelledby={`newsletter-${source}`} className="rounded-xl bg-slate-900 p-6 text-white">
        <h2 id={`newsletter-${source}`} className="text-lg font-semibold">
          {headingText}
        </h2>
        <p className="mt-2 mb-4 text-sm text-slate-300">{bodyText}</p>
        <NewsletterForm source={source} tone="dark" />
      </section>
    );
  }
  return (
    <section aria-labelledby={`newsletter-${source}`} className="bg-brand-700 py-14 text-white">
      <div className="mx-auto max-w-2xl space-y-5 px-4 text-center">
        <h2 id={`newsletter-${source}`} className="text-3xl font-bold">
          {headingText}
        </h2>
        <p className="text-brand-50">{bodyText}</p>
        <NewsletterForm source={source} tone="dark" />
      </div>
    </section>
  );
}
