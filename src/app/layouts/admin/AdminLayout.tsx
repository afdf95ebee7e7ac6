import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useAuth, usePermissions, useSignOutToLogin } from '@/features/auth';
import { NewLeadNotice } from '@/features/leads/admin';
import { AdminSidebar } from './AdminSidebar';
import { AdminTopBar } from './AdminTopBar';

/**
 * Top bar, sidebar (a drawer on phones) and the screen. Only rendered behind the access guard,
 * so a profile is always present.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { profile, user } = useAuth();
  const permissions = usePermissions();
  const signOutToLogin = useSignOutToLogin();
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    sidebarRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const name = profile?.full_name || profile?.email || user?.email || '';

  return (
    <div className="min-h-screen bg-slate-100">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {navigation.state !== 'idle' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500" />
      )}
      <AdminTopBar
        name={name}
        userId={user?.id}
        role={profile?.role ?? ''}
        onSignOut={signOutToLogin}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        menuButtonRef={menuButtonRef}
      />
      <div className="flex">
        {menuOpen && (
          <div aria-hidden="true" className="fixed inset-0 top-16 z-20 bg-slate-900/50 lg:hidden" onClick={() => setMenuOpen(false)} />
        )}
        <aside
          id="admin-sidebar"
          ref={sidebarRef}
          aria-label="Admin sidebar"
          data-print-hide
          className={`${menuOpen ? 'fixed' : 'hidden'} inset-y-0 top-16 left-0 z-30 w-72 bg-slate-900 lg:sticky lg:block lg:h-[calc(100vh-4rem)] lg:w-64 lg:shrink-0`}
        >
          <AdminSidebar permissions={permissions} onNavigate={() => setMenuOpen(false)} />
        </aside>
        {/* While the phone drawer is open, the page behind it is out of Tab's reach. */}
        <main id="main" tabIndex={-1} inert={menuOpen} className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-8 lg:py-8">
          <div className="mx-auto max-w-7xl">{children}</div>
        </main>
      </div>
      <NewLeadNotice canManageLeads={permissions.canManageLeads} />
    </div>
  );
}
