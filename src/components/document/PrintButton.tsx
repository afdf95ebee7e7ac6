import { Printer } from 'lucide-react';
import { Button } from '@/components/Button';

/** 'Print or save as PDF' on a document a client keeps (a proposal, a proof report, an invoice); never on the printed copy. */
export function PrintButton() {
  return (
    <Button variant="secondary" onClick={() => window.print()} data-print-hide>
      <Printer aria-hidden="true" className="size-4" />
      Print or save as PDF
    </Button>
  );
}
