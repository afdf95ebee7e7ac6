import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '@/components/Link';
import { serviceOutline } from '@/catalogue';
import { SocialLinks } from '@/components/SocialLinks';
import { paths } from '@/config/paths';
import { addressLine, displayPhone, mapHref, site, telHref, whatsappHref } from '@/config/site';
import { Logo } from './Logo';
import { categoryHref, footerQuickLinks } from './navigation';

const FOOTER_CATEGORY_COUNT = 5;

const footerLink = 'text-slate-300 hover:text-white';

export function SiteFooter() {
  const { pathname } = useLocation();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed">{site.description}</p>
          <SocialLinks tone="dark" className="mt-6" />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {footerQuickLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold tracking-wide text-white uppercase">
            Our Services
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {serviceOutline.slice(0, FOOTER_CATEGORY_COUNT).map((category) => (
              <li key={category.id}>
                <Link to={categoryHref(category.id)} className={footerLink}>
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact Us</h2>
          <ul className="mt-4 space-y-4 text-sm">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-500" />
              <address className="not-italic">
                <a href={mapHref} target="_blank" rel="noopener noreferrer" className={footerLink}>
                  {addressLine}
                </a>
              </address>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-500" />
              <a href={telHref(site.phone)} className={footerLink}>
                {displayPhone(site.phone)}
              </a>
            </li>
            <li className="flex gap-3">
              <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-500" />
              <a href={whatsappHref(pathname)} target="_blank" rel="noopener noreferrer" className={footerLink}>
                Chat on WhatsApp
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-500" />
              <a href={`mailto:${site.email}`} className={`${footerLink} break-all`}>
                {site.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to={paths.privacy} className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className={footerLink}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
