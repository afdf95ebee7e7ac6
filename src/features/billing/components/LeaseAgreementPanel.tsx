import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, OpenPrivateFile } from '@/components/admin';
import { FormAlert, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { useFileLeaseAgreement } from '../api/file-lease-agreement';
import { leaseAgreementLink } from '../api/lease-agreement-link';
import { AGREEMENT_FILE_MAX_BYTES, AGREEMENT_FILE_TYPES } from '../api/upload-lease-agreement';

/** What is wrong with a chosen agreement file, in words; null when the bucket takes it. */
function fileProblem(file: File | null): string | null {
  if (!file) return 'Choose the agreement\'s file: a PDF, JPG or PNG.';
  if (!AGREEMENT_FILE_TYPES[file.type]) return 'Choose a PDF, JPG or PNG of the agreement.';
  return file.size > AGREEMENT_FILE_MAX_BYTES ? 'The file is over 10 MB: scan it smaller, or as a PDF.' : null;
}

/**
 * The lease's signed agreement (docs/decisions/115): kept in the private lease-agreements bucket, opened through a
 * link made at the click; a new upload takes the place of the one shown (the old file stays in the bucket).
 */
export function LeaseAgreementPanel({ lease, path }: { lease: string; path: string | null }) {
  const upload = useFileLeaseAgreement();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A new key empties the file field once its file is kept.
  const [picker, setPicker] = useState(0);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = fileProblem(file);
    setProblem(found);
    if (!found && file) upload.mutate({ lease, file }, { onSuccess: () => { setFile(null); setPicker(picker + 1); } });
  }

  return (
    <form noValidate aria-label="The agreement" onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">The agreement</h2>
      <p className="text-sm text-slate-600">{path ? 'The signed agreement is kept.' : 'No agreement is kept yet.'}</p>
      {upload.isError && (
        <FormAlert tone="error" title="The agreement was not uploaded">
          {describeDbError(upload.error)}
        </FormAlert>
      )}
      {upload.isSuccess && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          Agreement uploaded.
        </p>
      )}
      {path && <OpenPrivateFile label="Open the agreement" link={() => leaseAgreementLink(path)} />}
      <TextField
        key={picker}
        label="Agreement file"
        type="file"
        accept={Object.keys(AGREEMENT_FILE_TYPES).join(',')}
        hint={path ? 'PDF, JPG or PNG, up to 10 MB: a new file takes the place of the one kept.' : 'PDF, JPG or PNG, up to 10 MB.'}
        error={problem ?? undefined}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Button type="submit" variant="secondary" disabled={upload.isPending} aria-busy={upload.isPending || undefined}>
        <Upload aria-hidden="true" className="size-4" />
        {upload.isPending ? 'Uploading...' : 'Upload the agreement'}
      </Button>
    </form>
  );
}
