import { MessageCircle } from 'lucide-react';
import { whatsappHref } from '@/config/site';

type WhatsAppLinkProps = {
  /** Named in the greeting, so the team knows where the visitor came from. */
  page: string;
  className?: string;
};

/** Click-to-chat on WhatsApp (docs/product.md §10, Visitor and staff fixes), opening in a new tab or the WhatsApp app. */
export function WhatsAppLink({ page, className = '' }: WhatsAppLinkProps) {
  return (
    <a href={whatsappHref(page)} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-2 ${className}`}>
      <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
      Chat on WhatsApp
    </a>
  );
}
