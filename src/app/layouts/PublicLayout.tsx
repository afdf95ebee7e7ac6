import { Outlet, useLocation } from 'react-router';
import { CallButton } from '@/components/layout/CallButton';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { lazyIsland } from '@/components/lazyIsland';
import { isLinkedDocument } from '@/config/paths';
import { DeferredWidgets } from './DeferredWidgets';
import { ScrollToTop } from '../ScrollToTop';

/** Below every page: its code loads beside the page's and hydrates apart, so no page waits for it. */
const SiteFooter = lazyIsland(() => import('@/components/layout/SiteFooter').then((module) => module.SiteFooter));

/**
 * Header, page, footer, the floating call button (bottom-left), and the chat and newsletter widgets; a document sent
 * by link (a proposal, a proof report) has neither the floating buttons nor the widgets.
 */
export function PublicLayout() {
  const linkedDocument = isLinkedDocument(useLocation().pathname);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {!linkedDocument && <CallButton />}
      <DeferredWidgets marketing={!linkedDocument} />
    </div>
  );
}
