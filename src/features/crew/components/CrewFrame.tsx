import { ArrowLeft, LogOut } from 'lucide-react';
import { useLayoutEffect, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { pageTitle } from '@/config/site';
import { CrewLink } from '../navigation';

type CrewFrameProps = {
  title: string;
  /** A link back to the jobs list above the page. */
  back?: boolean;
  onSignOut?: () => void;
  children: ReactNode;
};

/**
 * The crew pages' frame (docs/decisions/057): a slim bar with the agency's name and 'Sign out' (phones are shared
 * in the field), the page, nothing of the public site's header, footer or widgets.
 */
export function CrewFrame({ title, back = false, onSignOut, children }: CrewFrameProps) {
  // Each page mounts its own frame: it starts at the top.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);

  return (
    <div className="min-h-screen bg-slate-100 text-slate-900">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex min-h-14 max-w-xl items-center justify-between gap-2 px-4">
          <CrewLink to={paths.crew} className="flex min-w-0 items-center gap-1.5 py-3 text-[15px] font-bold tracking-tight">
            <span className="truncate">Chennai Outdoor Media</span>
            <span className="shrink-0 rounded-md bg-brand-700 px-1.5 py-0.5 text-xs font-semibold tracking-normal">Crew</span>
          </CrewLink>
          {onSignOut && (
            <button
              type="button"
              onClick={onSignOut}
              className="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-slate-100 hover:bg-slate-800"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </button>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-xl px-4 pt-3 pb-16">
        {back && (
          <CrewLink to={paths.crew} className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-white">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Your jobs
          </CrewLink>
        )}
        {children}
      </main>
    </div>
  );
}
