import { Mail } from 'lucide-react';
import { buttonClass } from '@/components/admin';
import { telHref } from '@/config/site';

const linkClass = 'text-orange-700 underline-offset-2 hover:underline';

/** `mailto:` address of a lead, optionally with a subject line for the draft. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={mailtoHref(email)} className={`${linkClass} break-all`}>
      {email}
    </a>
  );
}

/** A lead's phone as a tel: link with the +91 country prefix (docs/product.md §9). */
export function PhoneLink({ phone }: { phone: string | number }) {
  const digits = String(phone).replace(/\D/g, '').slice(-10);
  return (
    <a href={telHref(phone)} className={linkClass}>
      +91 {digits}
    </a>
  );
}

/** 'Reply via Email': opens a mail draft to the lead with `subject`. */
export function ReplyByEmailLink({ email, subject }: { email: string; subject: string }) {
  return (
    <a href={mailtoHref(email, subject)} className={buttonClass('primary')}>
      <Mail aria-hidden="true" className="h-4 w-4" />
      Reply via Email
    </a>
  );
}
