import type { UseQueryResult } from '@tanstack/react-query';
import { FileText, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/admin';
import { CheckboxField, FormAlert, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import type { JobDetail } from '../../api/fetch-job';
import type { JobProof } from '../../api/fetch-job-proof';
import { useUploadCreative } from '../../api/use-upload-creative';
import { ARTWORK_ACCEPT, creativeFileProblem, creativePath, creativeSlug, isCreativeImagePath, isPdf, PREVIEW_ACCEPT } from '../../creative';
import { Panel } from './Panel';

/** The file part of a creative's path: what staff uploaded, as the bucket keeps it. */
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A short random tail for a file name, so a second upload of the same artwork never meets the first (nothing is replaced). */
const uploadSuffix = () => crypto.randomUUID().slice(0, 8);

/**
 * The client's artwork the crew mount (docs/decisions/057): shown as it is, and uploaded into the proofs bucket at
 * creatives/<campaign>/<name>: an image, or a PDF with a preview image the crew's phones can show.
 */
export function CreativePanel({ job, proof }: { job: JobDetail; proof: UseQueryResult<JobProof> }) {
  return (
    <Panel title="Creative" id="job-creative" description="The client's artwork, as the crew see it on their job.">
      <CurrentCreative job={job} proof={proof} />
      <CreativeUpload job={job} />
    </Panel>
  );
}

function CurrentCreative({ job, proof }: { job: JobDetail; proof: UseQueryResult<JobProof> }) {
  if (!job.creative_path) return <p className="text-sm text-slate-600">No creative yet: upload the client's artwork so the crew know what to mount.</p>;
  if (proof.isPending) return <p className="text-sm text-slate-600">Loading the creative...</p>;
  const name = fileName(job.creative_path);
  const image = isCreativeImagePath(job.creative_path) ? proof.data?.creativeUrl : proof.data?.creativePreviewUrl;
  return (
    <figure className="space-y-2">
      {image ? (
        <img src={image} alt={`The creative, ${name}`} className="max-h-72 w-auto max-w-full rounded-lg border border-slate-200 bg-slate-50 object-contain" />
      ) : (
        <p className="text-sm text-slate-600">{proof.isError ? 'The creative could not be shown. Reload the page to try again.' : 'This PDF has no preview image.'}</p>
      )}
      <figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className="font-mono text-xs [overflow-wrap:anywhere]">{name}</span>
        {!isCreativeImagePath(job.creative_path) && proof.data?.creativeUrl && (
          <a href={proof.data.creativeUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            <FileText aria-hidden="true" className="size-4" />
            Open the PDF<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </figcaption>
    </figure>
  );
}

type Problems = { artwork?: string; preview?: string };

function CreativeUpload({ job }: { job: JobDetail }) {
  const upload = useUploadCreative();
  const [artwork, setArtwork] = useState<File | null>(null);
  const [preview, setPreview] = useState<File | null>(null);
  const [everyJob, setEveryJob] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState<string | null>(null);
  // A new key empties the file inputs after an upload.
  const [round, setRound] = useState(0);
  const campaignId = job.campaign_id;
  const reference = job.campaign?.reference ?? 'the campaign';

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const found: Problems = {};
    if (!artwork) found.artwork = 'Choose the artwork: an image, or a PDF.';
    else found.artwork = creativeFileProblem(artwork) ?? undefined;
    if (artwork && isPdf(artwork)) found.preview = preview ? (creativeFileProblem(preview, true) ?? undefined) : 'A PDF needs a preview image the crew can see on a phone.';
    setProblems(found);
    if (!artwork || found.artwork || found.preview) return;
    const slug = creativeSlug(artwork.name, uploadSuffix());
    const previewFile = isPdf(artwork) ? preview : null;
    upload.mutate(
      {
        jobId: job.id,
        campaignId,
        artwork: { file: artwork, path: creativePath(campaignId, slug, artwork) },
        preview: previewFile ? { file: previewFile, path: creativePath(campaignId, `${slug}-preview`, previewFile) } : null,
        everyJob,
      },
      {
        onSuccess: (count) => {
          setDone(everyJob ? `The creative is set on ${count === 1 ? 'the one job' : `all ${count} jobs`} of ${reference}.` : 'The creative is set on this job.');
          setArtwork(null);
          setPreview(null);
          setRound((value) => value + 1);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 border-t border-slate-100 pt-4" aria-label="Upload a creative">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          key={`artwork-${round}`}
          label={job.creative_path ? 'New artwork' : 'Artwork'}
          type="file"
          accept={ARTWORK_ACCEPT}
          hint="JPEG, PNG, WebP or PDF, at most 10 MB."
          error={problems.artwork}
          onChange={(event) => setArtwork(event.target.files?.[0] ?? null)}
        />
        {artwork && isPdf(artwork) && (
          <TextField
            key={`preview-${round}`}
            label="Preview image"
            type="file"
            accept={PREVIEW_ACCEPT}
            required
            hint="A JPEG, PNG or WebP of the PDF, for the crew's phones."
            error={problems.preview}
            onChange={(event) => setPreview(event.target.files?.[0] ?? null)}
          />
        )}
      </div>
      <CheckboxField label="Apply to every job of this campaign" checked={everyJob} onChange={(event) => setEveryJob(event.target.checked)} />
      {upload.error && (
        <FormAlert tone="error" title="The creative was not uploaded">
          {describeDbError(upload.error)}
        </FormAlert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending || undefined}>
          <Upload aria-hidden="true" className="size-4" />
          {upload.isPending ? 'Uploading...' : 'Upload creative'}
        </Button>
        {done && (
          <p role="status" className="text-sm text-emerald-800">
            {done}
          </p>
        )}
      </div>
    </form>
  );
}
