import { LogOut, Menu, X } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { NoticesMenu } from '@/features/notices/admin';

type AdminTopBarProps = {
  name: string;
  /** Whose notices the bell shows. */
  userId: string | undefined;
  role: string;
  onSignOut: () => Promise<void>;
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
};

export function AdminTopBar({ name, userId, role, onSignOut, menuOpen, onToggleMenu, menuButtonRef }: AdminTopBarProps) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    // A screen printed from the back office (an invoice, a statement) prints without the bar (src/index.css).
    <header data-print-hide className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-4 lg:px-6">
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onToggleMenu}
        aria-expanded={menuOpen}
        aria-controls="admin-sidebar"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 lg:hidden"
      >
        {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
      </button>
      <Link to={paths.admin.root} className="flex min-w-0 items-center gap-2 font-bold text-slate-900">
        <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-sm text-white">
          CO
        </span>
        <span className="sr-only truncate lg:not-sr-only">{site.name}</span>
        <span className="sr-only text-sm font-medium text-slate-500 sm:not-sr-only">Admin</span>
      </Link>

      <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
        <NoticesMenu userId={userId} />
        {/* The greeting opens 'Your profile' (name, title, portrait). */}
        <Link to={paths.admin.profile} className="min-w-0 truncate rounded text-sm text-slate-700 hover:text-brand-800 hover:underline" title={`${name}: your profile`}>
          Welcome, {name}
        </Link>
        <span className="shrink-0 rounded-full bg-brand-100 px-2.5 py-1 text-xs font-bold tracking-wide text-brand-800">
          {role.toUpperCase()}
        </span>
        <button
          type="button"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void onSignOut();
          }}
          className="inline-flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 p-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60 sm:px-3 sm:py-1.5"
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {/* Icon only on phones; the name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">Sign Out</span>
        </button>
      </div>
    </header>
  );
}
