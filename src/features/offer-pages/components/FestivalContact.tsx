import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { addressLine, displayPhone, openingHours, site, telHref } from '@/config/site';

/** Call, write or visit; with the office's hours and reply time, the same as every page's (src/config/site.ts). */
export function FestivalContact() {
  const cards = [
    {
      icon: Phone,
      title: 'Call Us',
      body: (
        <a href={telHref(site.phone)} className="font-semibold text-brand-700 hover:text-brand-800">
          {displayPhone(site.phone)}
        </a>
      ),
      note: openingHours,
    },
    {
      icon: Mail,
      title: 'Email Us',
      body: (
        <a href={`mailto:${site.email}`} className="font-semibold break-all text-brand-700 hover:text-brand-800">
          {site.email}
        </a>
      ),
      note: `We reply within ${site.replyTime}`,
    },
    { icon: MapPin, title: 'Visit Us', body: <address className="not-italic">{addressLine}</address>, note: 'Walk in for a free site plan' },
  ];
  return (
    <section aria-labelledby="festival-contact-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <h2 id="festival-contact-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Questions About the Offer?
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map(({ icon: Icon, title, body, note }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <div className="mt-2 text-slate-700">{body}</div>
              <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
                <Clock aria-hidden="true" className="size-4" />
                {note}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
