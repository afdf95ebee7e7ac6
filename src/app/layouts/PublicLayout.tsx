import { Outlet } from 'react-router';
import { CallButton } from '@/components/layout/CallButton';
import { DeferredWidgets } from './DeferredWidgets';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { ScrollToTop } from '../ScrollToTop';

/** Header, page, footer, the floating call button (bottom-left), and the chat and newsletter widgets. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <CallButton />
      <DeferredWidgets />
    </div>
  );
}
