import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadCv } from '../api/download-cv';

/** An application's CV path in the inbox row's details, or undefined for any other lead. */
export function cvPathOf(details: unknown): string | undefined {
  const path = typeof details === 'object' && details !== null ? (details as Record<string, unknown>).cv_path : undefined;
  return typeof path === 'string' && path ? path : undefined;
}

/**
 * 'Download CV': reads the file as the signed-in member of staff and saves it under the name the applicant's file
 * had (docs/decisions/102); a file whose bytes are not a PDF or Word document is refused, and a failure said.
 */
export function CvDownload({ path, name }: { path: string; name: string }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });

  async function save() {
    setState({ busy: true });
    try {
      const url = URL.createObjectURL(await downloadCv(path));
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : 'The CV could not be downloaded.' });
    }
  }

  return (
    <span className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void save()}
        disabled={state.busy}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      >
        <Download className="size-4" aria-hidden="true" />
        {state.busy ? 'Downloading…' : `Download CV (${name})`}
      </button>
      {state.error && (
        <span role="alert" className="text-sm text-red-700">
          {state.error}
        </span>
      )}
    </span>
  );
}
