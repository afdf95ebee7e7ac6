import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { downloadCsv, toCsv } from '@/lib/csv';
import { describeListError } from '@/lib/list-query';
import type { CsvColumn } from './types';

type ExportCsvButtonProps<Row> = {
  /** Every row to export (all pages of the current search, not only the one on screen). */
  getRows: () => Promise<Row[]>;
  columns: CsvColumn<Row>[];
  /** File name without the date and extension, e.g. 'contact-submissions'. */
  filename: string;
  disabled?: boolean;
};

/** 'Export CSV': reads the rows, writes them as CSV and saves 'name-YYYY-MM-DD.csv'. */
export function ExportCsvButton<Row>({ getRows, columns, filename, disabled }: ExportCsvButtonProps<Row>) {
  const { alert } = useDialogs();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const rows = await getRows();
      const csv = toCsv(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => column.value(row))),
      );
      downloadCsv(`${filename}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      console.error('CSV export failed', error);
      await alert(`Export failed: ${describeListError(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={exportCsv} disabled={busy || disabled} aria-busy={busy || undefined}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
