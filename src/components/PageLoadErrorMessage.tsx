import { AlertTriangle } from 'lucide-react';

export type PageLoadErrorProps = {
  /** The page's error title, e.g. 'Error Loading Gallery'. */
  title: string;
  error: unknown;
};

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}

/** Replaces a public page whose data failed to load (docs/product.md §8): the title and the error's message. */
export function PageLoadErrorMessage({ title, error }: PageLoadErrorProps) {
  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <AlertTriangle aria-hidden="true" className="h-12 w-12 text-red-600" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{messageOf(error)}</p>
    </section>
  );
}
