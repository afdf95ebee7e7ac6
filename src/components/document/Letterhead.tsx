import { addressLine, displayPhone, site, telHref } from '@/config/site';

/** The agency's tax identity and logo, as the settings give them (docs/decisions/095): each null until an admin sets it. */
export type AgencyIdentity = { gstin: string | null; pan: string | null; logo: string | null };

/**
 * The agency's name, address and how to reach it, at the head of the page and of the printed copy; on a document a
 * client opens (a proposal, a proof report), its logo, GSTIN and PAN too. The loading shell, prerendered for every
 * link, has no settings to read and shows the name alone.
 */
export function Letterhead({ agency }: { agency?: AgencyIdentity | null }) {
  const identity = [agency?.gstin && `GSTIN ${agency.gstin}`, agency?.pan && `PAN ${agency.pan}`].filter(Boolean).join(' · ');
  return (
    <div className="flex flex-col gap-1 border-b-2 border-brand-700 pb-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex items-center gap-3">
        {agency?.logo && <img src={agency.logo} alt="" width={48} height={48} className="size-12 shrink-0 object-contain" />}
        <div>
          <p className="text-2xl font-bold text-slate-900">{site.name}</p>
          <p className="text-sm text-slate-700">{site.tagline}</p>
        </div>
      </div>
      <div className="text-sm text-slate-700 sm:text-right">
        <address className="not-italic">
          {addressLine}
          <br />
          <a href={telHref(site.phone)} className="underline decoration-slate-400 underline-offset-2 hover:text-brand-800">
            {displayPhone(site.phone)}
          </a>{' '}
          · {site.email}
        </address>
        {/* A line of its own, not part of the address: the prerendered shell's address paints first, and growing it
            when the settings arrive made it the page's largest paint again, seconds later (bench, decision 095). */}
        {identity && <p>{identity}</p>}
      </div>
    </div>
  );
}
