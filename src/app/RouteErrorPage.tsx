import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageTitle } from '@/config/site';

/** The router's error element (docs/product.md §8: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-24">
      <title>{pageTitle('Unexpected Application Error!')}</title>
      <div className="max-w-xl text-center">
        <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
        {detail && <p className="mt-4 text-slate-600">{detail}</p>}
        {/* A full page load, not a router link: the router itself may be what failed. */}
        <a
          href="/"
          className="mt-8 inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Go to the homepage
        </a>
      </div>
    </main>
  );
}
