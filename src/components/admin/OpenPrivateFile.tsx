import { FileText } from 'lucide-react';
import { useState } from 'react';
import { describeDbError } from '@/lib/db-errors';
import { Button } from './buttons';

/**
 * 'Open the …' for a file in a private bucket (a client's PO, a lease's agreement): a link made at the click by
 * `link`, valid for a minute, opened in a new tab; a refusal is said beside the button.
 */
export function OpenPrivateFile({ label, link }: { label: string; link: () => Promise<string> }) {
  const [problem, setProblem] = useState<string | null>(null);
  async function open() {
    setProblem(null);
    try {
      window.open(await link(), '_blank', 'noopener');
    } catch (error) {
      setProblem(describeDbError(error));
    }
  }
  return (
    <p className="text-sm">
      <Button variant="secondary" onClick={() => void open()}>
        <FileText aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {problem && (
        <span role="alert" className="ml-2 text-red-700">
          {problem}
        </span>
      )}
    </p>
  );
}
