import { lazyIsland } from '@/components/lazyIsland';

/** The contact form where it sits at the foot of a page (About): its code (zod, react-hook-form) loads apart. */
export const ContactFormBelowFold = lazyIsland(() => import('./ContactForm').then((module) => module.ContactForm));
