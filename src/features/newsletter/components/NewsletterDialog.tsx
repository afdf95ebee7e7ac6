import { Mail } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Modal } from '@/components/dialog';
import { NewsletterForm } from './NewsletterForm';

/** docs/product.md §4: the thank-you state closes the popup after 3 s. */
export const THANK_YOU_CLOSE_MS = 3000;

export function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const [subscribed, setSubscribed] = useState(false);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!subscribed) return;
    const timer = setTimeout(() => close(), THANK_YOU_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [subscribed]);

  return (
    <Modal title="Get Outdoor Advertising Insights" onClose={onClose}>
      <div className="space-y-4">
        <div className="flex items-start gap-3">
          <Mail aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
          <p className="text-slate-700">
            Campaign ideas, media rates and festival offers for Chennai brands, once a month. No spam; unsubscribe any time.
          </p>
        </div>
        <NewsletterForm source="popup" onSubscribed={() => setSubscribed(true)} />
      </div>
    </Modal>
  );
}
