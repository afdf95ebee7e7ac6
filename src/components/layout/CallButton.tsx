import { Phone } from 'lucide-react';
import { displayPhone, site, telHref } from '@/config/site';

/** Floating call button, bottom-left (the chat widget owns bottom-right). */
export function CallButton() {
  return (
    // A landmark of its own: it floats outside header, main and footer, and every piece of content
    // belongs to a landmark (axe "region").
    <aside aria-label="Quick contact">
      <a
        href={telHref(site.phone)}
        className="floating-control fixed bottom-5 left-5 z-40 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/30 transition-transform hover:scale-105 hover:bg-brand-800 motion-reduce:transition-none"
      >
        <Phone aria-hidden="true" className="size-6" />
        <span className="sr-only">{`Call us at ${displayPhone(site.phone)}`}</span>
      </a>
    </aside>
  );
}
