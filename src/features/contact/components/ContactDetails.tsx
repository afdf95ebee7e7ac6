import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SocialLinks } from '@/components/SocialLinks';
import { WhatsAppLink } from '@/components/WhatsAppLink';
import { addressLine, displayPhone, mapHref, site, telHref } from '@/config/site';

function DetailRow({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-slate-600">{children}</div>
      </div>
    </div>
  );
}

/** Address, phone, e-mail, business hours and social links, from the site config. */
export function ContactDetails() {
  return (
    <div className="space-y-6">
      <DetailRow icon={MapPin} title="Office Address">
        <address className="not-italic">
          <a href={mapHref} target="_blank" rel="noopener noreferrer" className="hover:text-brand-800">
            {addressLine}
          </a>
        </address>
      </DetailRow>
      <DetailRow icon={Phone} title="Phone">
        <a href={telHref(site.phone)} className="font-medium text-brand-700 hover:text-brand-800">
          {displayPhone(site.phone)}
        </a>
      </DetailRow>
      <DetailRow icon={MessageCircle} title="WhatsApp">
        <WhatsAppLink page="Contact" className="font-medium text-brand-700 hover:text-brand-800" />
      </DetailRow>
      <DetailRow icon={Mail} title="Email">
        <a href={`mailto:${site.email}`} className="font-medium break-all text-brand-700 hover:text-brand-800">
          {site.email}
        </a>
      </DetailRow>
      <DetailRow icon={Clock} title="Business Hours">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {site.businessHours.map((row) => (
            <div key={row.days} className="contents">
              <dt className="font-medium text-slate-800">{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      </DetailRow>
      <div>
        <h3 className="font-semibold text-slate-900">Follow Us</h3>
        <SocialLinks className="mt-3" />
      </div>
    </div>
  );
}
