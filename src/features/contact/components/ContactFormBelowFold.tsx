import { lazyIsland } from '@/components/lazyIsland';

/** The contact form where it sits at the foot of a page (About): its code (the form and its valibot schema) loads apart. */
export const ContactFormBelowFold = lazyIsland(() => import('./ContactForm').then((module) => module.ContactForm));
