import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { csvLines, downloadCsv } from '@/lib/csv';
import { describeListError, type ListBatch } from '@/lib/list-query';
import { formatWholeNumber } from '@/lib/numbers';
import { formatCount } from './count-text';
import type { CsvColumn } from './types';

/**
 * Every row to export (all pages of the current search, not only the one on screen): best as batches
 * as they arrive (`walkListRows`), which the button writes one by one and counts aloud; or all at once.
 */
export type ExportSource<Row> = () => AsyncIterable<ListBatch<Row>> | Promise<Row[]>;

type ExportCsvButtonProps<Row> = {
  getRows: ExportSource<Row>;
  columns: CsvColumn<Row>[];
  /** File name without the date and extension, e.g. 'contact-submissions'. */
  filename: string;
  disabled?: boolean;
};

type Progress = Pick<ListBatch<unknown>, 'read' | 'total' | 'approximate'>;

/** 'Exporting 5,000 of about 1,000,000 rows…' */
function progressText({ read, total, approximate }: Progress): string {
  return `Exporting ${formatWholeNumber(read)} of ${formatCount({ total: Math.max(read, total), approximate })} rows…`;
}

/** The source's rows as CSV text, one part per batch, so a million rows never sit in memory as objects. */
async function csvParts<Row>(source: ReturnType<ExportSource<Row>>, columns: CsvColumn<Row>[], onProgress: (progress: Progress) => void): Promise<string[]> {
  const line = (row: Row) => columns.map((column) => column.value(row));
  const parts = [csvLines([columns.map((column) => column.header)])];
  if (!(Symbol.asyncIterator in source)) {
    parts.push(csvLines((await source).map(line)));
    return parts;
  }
  for await (const batch of source) {
    parts.push(csvLines(batch.rows.map(line)));
    onProgress(batch);
  }
  return parts;
}

/** 'Export CSV': reads the rows, writes them as CSV and saves 'name-YYYY-MM-DD.csv', saying how far it got. */
export function ExportCsvButton<Row>({ getRows, columns, filename, disabled }: ExportCsvButtonProps<Row>) {
  const { alert } = useDialogs();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);

  async function exportCsv() {
    setBusy(true);
    try {
      const parts = await csvParts(getRows(), columns, setProgress);
      downloadCsv(`${filename}-${new Date().toISOString().slice(0, 10)}.csv`, parts);
    } catch (error) {
      console.error('CSV export failed', error);
      await alert(`Export failed: ${describeListError(error)}`);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" onClick={exportCsv} disabled={busy || disabled} aria-busy={busy || undefined}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {busy ? 'Exporting...' : 'Export CSV'}
      </Button>
      <p role="status" className="text-xs text-slate-600">
        {progress ? progressText(progress) : ''}
      </p>
    </div>
  );
}
