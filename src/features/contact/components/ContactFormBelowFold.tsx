import { lazy, Suspense } from 'react';

const ContactForm = lazy(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })));

/**
 * The contact form where it sits at the foot of a page (About): it hydrates on its own once its code (zod,
 * react-hook-form) arrives, so the page above it is interactive without waiting. A prerendered page shows
 * the form from its HTML meanwhile (docs/decisions/037).
 */
export function ContactFormBelowFold() {
  return (
    <Suspense fallback={null}>
      <ContactForm />
    </Suspense>
  );
}
