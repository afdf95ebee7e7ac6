import { Outlet } from 'react-router';

/** Placeholder shell; the public-site work replaces it with header, footer, call button, chat and newsletter slots. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
