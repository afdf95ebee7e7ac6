import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageLoadError } from '@/components/PageLoadError';
import { PageMeta } from '@/components/PageMeta';
import { displayPhone, site, telHref } from '@/config/site';
import type { Load } from '@/lib/use-load';
import { DocumentLoading } from './DocumentLoading';

type Words = {
  /** The tab's title while it loads: 'Proof of display'. */
  title: string;
  /** What the document is, in its loading and error lines: 'Report' ('Loading report...', 'Error Loading Report'). */
  what: string;
  description: string;
  /** The address its metadata names: the link's token is the client's key, so it goes in no tag. */
  path: string;
};

/**
 * A document a client opens from our link (a proof report, an invoice) while it loads, when it failed, and when the
 * link opens none, with one sentence and the agency's phone: never indexed. `children` draws the document.
 */
export function LinkedDocumentStates<T>({
  load,
  words,
  notFound,
  children,
}: {
  load: Load<T>;
  words: Words;
  /** The heading and the sentence of a link that opens nothing. */
  notFound: (data: T) => { title: string; message: string } | null;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const meta = (title: string) => <PageMeta title={title} description={words.description} path={words.path} noindex />;
  if (load.status === 'error') {
    return (
      <>
        {meta(words.title)}
        <PageLoadError title={`Error Loading ${words.what}`} error={load} />
      </>
    );
  }
  if (load.status === 'loading') {
    return (
      <>
        {meta(words.title)}
        <DocumentLoading status={`Loading ${words.what.toLowerCase()}...`} />
      </>
    );
  }
  const missing = notFound(load.data);
  if (missing || load.data === null || load.data === undefined) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        {meta(missing?.title ?? words.title)}
        <h1 className="text-3xl font-bold text-slate-900">{missing?.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{missing?.message}</p>
        <a href={telHref(site.phone)} className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
          <Phone aria-hidden="true" className="size-4" />
          Call {displayPhone(site.phone)}
        </a>
      </section>
    );
  }
  return children(load.data as NonNullable<T>);
}
