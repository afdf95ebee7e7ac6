import { Letterhead } from './Letterhead';

/**
 * A linked document's loading state: the letterhead it opens with, where the document will show it, so the client
 * sees who it is from at the first paint (the page is prerendered in this state: docs/decisions/060-route-shells.md).
 * A screen high at least, so the footer waits below the fold: the document then grows into the space instead of
 * pushing a footer the client sees down the screen (a layout shift of 0.6 on a phone).
 */
export function DocumentLoading({ status }: { status: string }) {
  return (
    <div className="mx-auto min-h-screen max-w-5xl px-4 py-8 sm:py-10" aria-busy="true">
      <Letterhead />
      <p role="status" className="mt-8 text-slate-700">
        {status}
      </p>
    </div>
  );
}
