import { Copy, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from './buttons';

/**
 * A link staff pass to a client (a proposal's, a proof report's): a read-only field with Copy and Open. The links
 * carry a token the database keeps only as a hash, so the screen that made one is the only place it is shown.
 */
export function ShareableLink({ id, label, url }: { id: string; label: string; url: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <>
      <label className="block text-sm font-medium" htmlFor={id}>
        {label}
      </label>
      <input id={id} readOnly value={url} onFocus={(event) => event.target.select()} className="w-full rounded-lg border border-green-300 bg-white px-3 py-2 font-mono text-xs text-slate-900" />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() =>
            void navigator.clipboard.writeText(url).then(
              () => setCopied('yes'),
              () => setCopied('no'),
            )
          }
        >
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Open
        </a>
        {copied === 'yes' && <span className="text-sm">Copied.</span>}
        {copied === 'no' && <span className="text-sm">This browser did not allow copying: select the link and copy it yourself.</span>}
      </div>
    </>
  );
}
