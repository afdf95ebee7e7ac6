import { CircleCheck, MessageSquareText } from 'lucide-react';
import { Fact } from '@/components/document/Fact';
import { PrintButton } from '@/components/document/PrintButton';
import { Letterhead } from '@/components/document/Letterhead';
import { SiteLocations } from '@/components/document/SiteLocations';
import { lazyIsland } from '@/components/lazyIsland';
import { site } from '@/config/site';
import { durationText } from '@/lib/calendar-days';
import { responsiveSources } from '@/lib/storage-image';
import type { Acceptance, OpenProposal, ProposalLine } from '../types';
import { formatLabel, lightingLabel, sizeText, trafficText } from '@/catalogue/site-labels';
import { dayName, rangeName } from '@/lib/day-names';
import { indiaDay } from '@/lib/india-time';
import { advanceTerm, lastHeldDay, waitingSentence } from '../confirmation';
import { AcceptanceResult } from './AcceptanceResult';
import { ProposalPrices } from './ProposalPrices';

/** The client's answers: only an open proposal has them, so their forms' code loads only then. */
const ProposalAnswers = lazyIsland(() => import('./ProposalAnswers').then((module) => module.ProposalAnswers));

type DocumentProps = {
  token: string;
  proposal: OpenProposal;
  acceptance: Acceptance | null;
  onAccepted: (acceptance: Acceptance) => void;
};

/**
 * The proposal as a document (docs/product.md §12): the agency's letterhead, who it is for and from, each site
 * with its photo, facts and dates, where the sites are, the prices, the terms, and the client's answers. Printed
 * on A4 (src/index.css): without the site's header, footer, widgets and buttons, a site never split across pages.
 */
export function ProposalDocument({ token, proposal, acceptance, onAccepted }: DocumentProps) {
  const open = proposal.state === 'open' && acceptance === null;
  return (
    <article data-print-page data-print-document aria-labelledby="proposal-heading" className="mx-auto max-w-5xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <Letterhead agency={proposal.agency} />
      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 id="proposal-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl print:text-2xl">
            Proposal {proposal.reference}
          </h1>
          <p className="mt-2 text-xl text-slate-800 print:text-lg">{proposal.title}</p>
          {proposal.version > 1 && <p className="mt-1 text-sm font-medium text-slate-600">Version {proposal.version}</p>}
        </div>
        <PrintButton />
      </header>
      {acceptance ? <AcceptanceResult acceptance={acceptance} /> : proposal.accepted && <AcceptedBy accepted={proposal.accepted} waiting={proposal.waiting_for} />}
      {open && proposal.changes_asked && <ChangesAsked request={proposal.changes_asked} />}
      <Parties proposal={proposal} />
      <section aria-labelledby="proposal-sites" className="mt-10">
        <h2 id="proposal-sites" className="text-2xl font-semibold text-slate-900 print:text-xl">
          {proposal.lines.length === 1 ? 'The site' : `The sites (${proposal.lines.length})`}
        </h2>
        <ul className="mt-4 space-y-6 print:space-y-4">
          {proposal.lines.map((line) => (
            <SiteBlock key={line.id} line={line} accepted={proposal.state === 'accepted'} />
          ))}
        </ul>
      </section>
      <SiteLocations lines={proposal.lines} />
      <ProposalPrices proposal={proposal} />
      {(proposal.terms || proposal.advance_paise > 0) && (
        <section aria-labelledby="proposal-terms" className="mt-10 break-inside-avoid-page">
          <h2 id="proposal-terms" className="text-2xl font-semibold text-slate-900 print:text-xl">
            Terms
          </h2>
          {proposal.terms && <p className="mt-3 whitespace-pre-line text-slate-800 print:text-sm">{proposal.terms}</p>}
          {proposal.advance_paise > 0 && <p className="mt-3 font-medium text-slate-900 print:text-sm">{advanceTerm(proposal.advance_paise)}</p>}
        </section>
      )}
      {open && <ProposalAnswers token={token} proposal={proposal} onAccepted={onAccepted} />}
    </article>
  );
}

function AcceptedBy({ accepted, waiting }: { accepted: NonNullable<OpenProposal['accepted']>; waiting: OpenProposal['waiting_for'] }) {
  const pending = waiting && waitingSentence(waiting);
  return (
    <p className="mt-6 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        Accepted by <strong>{accepted.name}</strong>
        {accepted.designation && `, ${accepted.designation}`}, on {dayName(indiaDay(accepted.at))}.{pending && ` ${pending}`}
      </span>
    </p>
  );
}

/** The client's own request for changes, said back to them: the agency is revising; this version can still be accepted. */
function ChangesAsked({ request }: { request: NonNullable<OpenProposal['changes_asked']> }) {
  return (
    <div role="note" className="mt-6 flex items-start gap-2 rounded-lg border border-violet-200 bg-violet-50 p-4 text-violet-950" data-print-hide>
      <MessageSquareText aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p>
          {request.name ? `${request.name} asked` : 'You asked'} for changes on {dayName(indiaDay(request.at))}. We will send you a revised proposal; until then you can
          still accept this one.
        </p>
        <blockquote className="mt-2 border-l-2 border-violet-300 pl-3 whitespace-pre-line">{request.message}</blockquote>
      </div>
    </div>
  );
}

function Parties({ proposal }: { proposal: OpenProposal }) {
  const { customer, contact, owner } = proposal;
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-2 print:grid-cols-2 print:gap-4">
      <section aria-labelledby="proposal-for" className="rounded-xl border border-slate-200 p-4 print:rounded-none print:border-0 print:p-0">
        <h2 id="proposal-for" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Prepared for
        </h2>
        <p className="mt-2 text-lg font-semibold text-slate-900">{customer?.name}</p>
        <dl className="mt-1">
          <Fact label="GSTIN">{customer?.gstin}</Fact>
          <Fact label="Billing address">{customer?.billing_address && <span className="whitespace-pre-line">{customer.billing_address}</span>}</Fact>
          <Fact label="Attention">{contact && [contact.name, contact.designation].filter(Boolean).join(', ')}</Fact>
        </dl>
      </section>
      <section aria-labelledby="proposal-from" className="rounded-xl border border-slate-200 p-4 print:rounded-none print:border-0 print:p-0">
        <h2 id="proposal-from" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Prepared by
        </h2>
        <p className="mt-2 text-lg font-semibold text-slate-900">{owner?.name ?? site.name}</p>
        <dl className="mt-1">
          <Fact label="Title">{owner?.title}</Fact>
          <Fact label="E-mail">{owner?.email}</Fact>
          <Fact label="Sent on">{proposal.sent_at && dayName(indiaDay(proposal.sent_at))}</Fact>
          <Fact label="Valid until">{proposal.valid_until && dayName(proposal.valid_until)}</Fact>
        </dl>
      </section>
    </div>
  );
}

/** A site's photo, loaded at once (not lazily) so a printed copy has every picture. */
function SitePhoto({ line }: { line: ProposalLine }) {
  if (!line.photo) {
    return <div className="flex aspect-[8/5] items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600">No photo</div>;
  }
  const sources = responsiveSources(line.photo, 480);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? '(min-width: 640px) 320px, 100vw' : undefined}
      width={480}
      height={300}
      alt={`${line.name}, ${line.locality}`}
      decoding="async"
      className="aspect-[8/5] w-full rounded-lg object-cover"
    />
  );
}

function SiteBlock({ line, accepted }: { line: ProposalLine; accepted: boolean }) {
  return (
    <li className="break-inside-avoid rounded-xl border border-slate-200 p-4 print:rounded-none print:border-x-0 print:border-b-0 print:px-0">
      <article aria-labelledby={`site-${line.id}`} className="grid gap-4 sm:grid-cols-[20rem_1fr] print:grid-cols-[15rem_1fr]">
        <SitePhoto line={line} />
        <div className="min-w-0">
          <h3 id={`site-${line.id}`} className="text-lg font-semibold text-slate-900">
            <span className="font-mono text-base text-brand-800">{line.code}</span> · {line.name}
          </h3>
          {accepted && (line.confirmed || line.held_until) && (
            <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-green-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              {line.confirmed ? 'Booked for these dates' : `Held for you until ${dayName(lastHeldDay(line.held_until ?? ''))}`}
            </p>
          )}
          <dl className="mt-2 divide-y divide-slate-100">
            <Fact label="Locality">{line.locality}</Fact>
            <Fact label="Address">{line.address}</Fact>
            <Fact label="Format">{formatLabel(line.format)}</Fact>
            <Fact label="Size">{sizeText(line)}</Fact>
            <Fact label="Lighting">{lightingLabel(line.lighting)}</Fact>
            <Fact label="Facing">{line.facing}</Fact>
            <Fact label="Daily traffic">{trafficText(line.daily_traffic)}</Fact>
            <Fact label="Dates">{rangeName(line.starts_on, line.ends_on)}</Fact>
            <Fact label="Duration">{durationText(line.starts_on, line.ends_on)}</Fact>
          </dl>
        </div>
      </article>
    </li>
  );
}

