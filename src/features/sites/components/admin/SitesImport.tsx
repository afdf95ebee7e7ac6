import { ArrowLeft, FileUp } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader, Button, ErrorBanner } from '@/components/admin';
import { ButtonLink } from '@/components/Button';
import { FormAlert } from '@/components/form';
import { paths } from '@/config/paths';
import { useImportSites } from '../../api/import-sites';
import { MAX_IMPORT_BYTES, previewImport, type ImportPreview } from '../../csv-import';
import { CsvFilePicker } from './CsvFilePicker';

const EXAMPLE_CSV = '/examples/sites.csv';

/**
 * CSV import (docs/product.md §2, Sites): choose a file, see every bad row by line number and reason, then
 * import all rows or none. A code already in the inventory updates that site.
 */
export function SitesImport({ canEdit }: { canEdit: boolean }) {
  const [file, setFile] = useState<{ name: string; preview: ImportPreview } | null>(null);
  const importing = useImportSites();

  async function choose(chosen: File | undefined) {
    importing.reset();
    if (!chosen) return setFile(null);
    // Refused before reading: a huge file would only slow the browser down.
    const text = chosen.size > MAX_IMPORT_BYTES ? '' : await chosen.text();
    setFile({ name: chosen.name, preview: previewImport(text, chosen.size) });
  }

  const preview = file?.preview;
  const ready = preview && 'rows' in preview && preview.rows.length > 0 ? preview.rows : null;
  return (
    <>
      <AdminPageHeader
        title="Import sites from CSV"
        actions={
          <ButtonLink to={paths.admin.sites} variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Sites
          </ButtonLink>
        }
      />
      {!canEdit ? (
        <ErrorBanner message="You do not have permission to import sites." />
      ) : (
        <div className="max-w-3xl space-y-6">
          <p className="text-slate-700">
            One site per row, with the header row of the{' '}
            <a href={EXAMPLE_CSV} download className="font-medium text-brand-700 underline hover:text-brand-800">
              example file
            </a>
            . At most 5 MB and 10,000 rows. Rows whose code is already in the inventory update that site.
          </p>
          <CsvFilePicker label="CSV file" fileName={file?.name ?? null} onChoose={(chosen) => void choose(chosen)} />
          {preview && 'fileProblem' in preview && (
            <FormAlert tone="error" title="This file cannot be imported">
              {preview.fileProblem}
            </FormAlert>
          )}
          {preview && 'problems' in preview && preview.problems.length > 0 && (
            <FormAlert tone="error" title={`${preview.problems.length} ${preview.problems.length === 1 ? 'row has' : 'rows have'} problems: nothing will be imported until they are fixed`}>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {preview.problems.map((problem) => (
                  <li key={problem.line}>
                    Line {problem.line}: {problem.reason}
                  </li>
                ))}
              </ul>
            </FormAlert>
          )}
          {ready && !importing.isSuccess && (
            <div className="space-y-3">
              <p className="text-slate-900">
                {file?.name}: {ready.length} {ready.length === 1 ? 'site' : 'sites'} ready to import (
                {ready
                  .slice(0, 5)
                  .map((row) => row.code)
                  .join(', ')}
                {ready.length > 5 ? ', …' : ''}).
              </p>
              {importing.isError && <ErrorBanner message={importing.error.message} />}
              <Button onClick={() => importing.mutate(ready)} disabled={importing.isPending}>
                <FileUp aria-hidden="true" className="size-4" />
                {importing.isPending ? 'Importing...' : `Import ${ready.length} sites`}
              </Button>
            </div>
          )}
          {importing.isSuccess && (
            <FormAlert tone="success" title="Import complete">
              {importing.data} {importing.data === 1 ? 'site was' : 'sites were'} imported or updated.
            </FormAlert>
          )}
        </div>
      )}
    </>
  );
}
