import type { ReactNode } from 'react';

/** Full-page centred card for the admin area's states before the layout shows (loading, access problems, login). */
export function AuthStatusScreen({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">{children}</div>
    </main>
  );
}
