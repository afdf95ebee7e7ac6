import { Phone } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { PageLoadError } from '@/components/PageLoadError';
import { DocumentLoading } from '@/components/document/DocumentLoading';
import { PageMeta } from '@/components/PageMeta';
import { displayPhone, site, telHref } from '@/config/site';
import { useProposal } from '../api/fetch-proposal';
import { noteProposalViewed } from '../api/note-viewed';
import type { Acceptance, EndedProposal } from '../types';
import { ProposalDocument } from './ProposalDocument';

/** The address the page's metadata names: the link's token is the client's key, so it goes in no tag. */
const META_PATH = '/proposals';
const DESCRIPTION = `A proposal from ${site.name}.`;

/**
 * A proposal as its client opens it from our link, /proposals/{token} (docs/product.md §12): no sign-in, never
 * indexed or prerendered with its content (its loading state is: src/config/route-shells.ts). Loading; not valid (a wrong or revoked link); ended (expired or withdrawn: the
 * database's sentence and nothing else); open (the document and the answers); accepted (who and when, and right
 * after accepting, line by line what was booked).
 */
export function ProposalView({ token }: { token: string }) {
  const { result: proposal, reload } = useProposal(token);
  // What accepting answered, kept here: the page reads the proposal again and shows it accepted meanwhile.
  const [acceptance, setAcceptance] = useState<Acceptance | null>(null);
  const accepted = useCallback(
    (answer: Acceptance) => {
      setAcceptance(answer);
      reload();
    },
    [reload],
  );
  const opened = proposal.status === 'ready' && proposal.data?.state === 'open';
  useEffect(() => {
    if (opened) void noteProposalViewed(token);
  }, [opened, token]);
  if (proposal.status === 'error') {
    return (
      <>
        <PageMeta title="Proposal" description={DESCRIPTION} path={META_PATH} noindex />
        <PageLoadError title="Error Loading Proposal" error={proposal} />
      </>
    );
  }
  if (proposal.status === 'loading') {
    return (
      <>
        <PageMeta title="Proposal" description={DESCRIPTION} path={META_PATH} noindex />
        <DocumentLoading status="Loading proposal..." />
      </>
    );
  }
  const data = proposal.data;
  if (!data) return <ProposalNotFound />;
  if (data.state === 'ended') return <ProposalEnded proposal={data} />;
  return (
    <>
      <PageMeta title={`Proposal ${data.reference}`} description={DESCRIPTION} path={META_PATH} noindex />
      <ProposalDocument token={token} proposal={data} acceptance={acceptance} onAccepted={accepted} />
    </>
  );
}

function CallUs() {
  return (
    <a href={telHref(site.phone)} className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
      <Phone aria-hidden="true" className="size-4" />
      Call {displayPhone(site.phone)}
    </a>
  );
}

function ProposalNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Proposal Not Found" description={DESCRIPTION} path={META_PATH} noindex />
      <h1 className="text-3xl font-bold text-slate-900">Proposal Not Found</h1>
      <p className="mt-3 text-lg text-slate-700">This proposal link is not valid. Ask us for a new one.</p>
      <CallUs />
    </section>
  );
}

function ProposalEnded({ proposal }: { proposal: EndedProposal }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title={proposal.reference ? `Proposal ${proposal.reference}` : 'Proposal'} description={DESCRIPTION} path={META_PATH} noindex />
      {/* The database's sentence is the whole page: an ended proposal shows none of its details, only how to reach us. */}
      <h1 className="text-2xl font-bold text-slate-900">{proposal.message}</h1>
      <CallUs />
    </section>
  );
}
