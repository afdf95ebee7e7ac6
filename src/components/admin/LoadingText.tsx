/** A polite loading message (e.g. 'Loading gallery...'). */
export function LoadingText({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" className="py-12 text-center text-slate-500">
      {text}
    </p>
  );
}
