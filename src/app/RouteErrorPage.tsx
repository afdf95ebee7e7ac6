import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error element (SPEC section 8: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
      {detail && <p className="mt-4 text-slate-600">{detail}</p>}
      <a href="/" className="mt-8 inline-block font-semibold text-orange-700 underline">
        Go to the homepage
      </a>
    </main>
  );
}
