import { addressLine, displayPhone, site, telHref } from '@/config/site';

/** The agency's name, address and how to reach it, at the head of the page and of the printed copy. */
export function Letterhead() {
  return (
    <div className="flex flex-col gap-1 border-b-2 border-brand-700 pb-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-2xl font-bold text-slate-900">{site.name}</p>
        <p className="text-sm text-slate-700">{site.tagline}</p>
      </div>
      <address className="text-sm not-italic text-slate-700 sm:text-right">
        {addressLine}
        <br />
        <a href={telHref(site.phone)} className="underline decoration-slate-400 underline-offset-2 hover:text-brand-800">
          {displayPhone(site.phone)}
        </a>{' '}
        · {site.email}
      </address>
    </div>
  );
}
