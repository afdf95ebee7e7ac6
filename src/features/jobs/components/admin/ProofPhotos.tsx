import type { UseQueryResult } from '@tanstack/react-query';
import { MapPin, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorBanner } from '@/components/admin';
import { describeDbError } from '@/lib/db-errors';
import { formatIndiaDateTime } from '@/lib/format';
import { mapsHref } from '@/lib/maps';
import type { JobDetail, JobSite } from '../../api/fetch-job';
import type { JobProof, SignedPhoto } from '../../api/fetch-job-proof';
import { useProofDistance } from '../../api/use-proof-distance';
import { requiredShots, shotName } from '@/catalogue/proof-shots';
import { clockDriftMinutes, flagSentence, metresBetween, spanText } from '../../proof';
import { AskShotAgain } from './AskShotAgain';
import { Panel } from './Panel';

const coordinate = (value: number) => value.toFixed(5);

/**
 * The job's required shots (job_required_shots(): the kind and the site's lighting), each with its latest photo since
 * the last re-shoot request and what the server saw of it, beside the site's own reference photo (docs/decisions/057).
 */
export function ProofPhotos({ job, proof }: { job: JobDetail; proof: UseQueryResult<JobProof> }) {
  const distance = useProofDistance();
  const site = job.site;
  const shots = requiredShots(job.kind, site?.lighting ?? '');
  const photos = new Map((proof.data?.photos ?? []).map((photo) => [photo.shot, photo]));
  // A photo staff asked for again no longer counts (decision 097).
  const taken = shots.filter((shot) => photos.has(shot) && !photos.get(shot)?.rejected_at).length;
  const canAskAgain = ['mounted', 'approved', 'reshoot'].includes(job.state);
  const description = (
    <>
      {proof.data ? `${taken} of ${shots.length} required photos in` : `${shots.length} required photos`}
      {job.reshoot_at ? `, taken since the re-shoot was asked on ${formatIndiaDateTime(job.reshoot_at)}` : ''}. Times are the server's, in India time; distances are from the site.
    </>
  );
  return (
    <Panel title="Photos" id="job-photos" description={description}>
      {proof.isError && <ErrorBanner message={describeDbError(proof.error)} onRetry={() => void proof.refetch()} />}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {site && (
          <li>
            <ReferencePhoto site={site} />
          </li>
        )}
        {shots.map((shot) => (
          <li key={shot}>
            <article aria-labelledby={`shot-${shot}`} className="h-full rounded-lg border border-slate-200 p-3">
              <h3 id={`shot-${shot}`} className="mb-2 font-semibold text-slate-900">
                {shotName(shot)}
              </h3>
              {photos.get(shot) ? (
                <>
                  <ShotPhoto photo={photos.get(shot)!} label={shotName(shot)} site={site} limitM={distance.data} />
                  {photos.get(shot)?.rejected_at ? (
                    <p className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900">
                      Asked again on {formatIndiaDateTime(photos.get(shot)!.rejected_at!)}: {photos.get(shot)!.rejected_reason}
                    </p>
                  ) : (
                    canAskAgain && <AskShotAgain jobId={job.id} shot={shot} label={shotName(shot)} />
                  )}
                </>
              ) : (
                <p className="text-sm text-slate-600">{proof.isPending ? 'Loading...' : 'Not taken yet.'}</p>
              )}
            </article>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function ReferencePhoto({ site }: { site: JobSite }) {
  const photo = site.photos[0];
  return (
    <article aria-labelledby="shot-reference" className="h-full rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
      <h3 id="shot-reference" className="mb-2 font-semibold text-slate-900">
        The site, for comparison
      </h3>
      {photo ? (
        <img src={photo} alt={`${site.name} as listed in the inventory`} loading="lazy" className="aspect-[4/3] w-full rounded-md bg-white object-cover" />
      ) : (
        <p className="text-sm text-slate-600">This site has no photo in the inventory.</p>
      )}
      <a href={mapsHref(site)} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <MapPin aria-hidden="true" className="size-4" />
        {coordinate(site.latitude)}, {coordinate(site.longitude)} on Google Maps<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </article>
  );
}

function ShotPhoto({ photo, label, site, limitM }: { photo: SignedPhoto; label: string; site: JobSite | null; limitM: number | undefined }) {
  const drift = clockDriftMinutes(photo.taken_at, photo.phone_time);
  const facts: Array<[string, ReactNode]> = [
    ['Received', formatIndiaDateTime(photo.taken_at)],
    ['From the site', photo.distance_m === null ? 'Unknown' : `${photo.distance_m} m`],
  ];
  if (photo.accuracy_m !== null) facts.push(["Phone's accuracy", `± ${Math.round(photo.accuracy_m)} m`]);
  if (drift !== null && photo.phone_time) facts.push(["Phone's clock", `${formatIndiaDateTime(photo.phone_time)} (${spanText(drift)} ${drift > 0 ? 'ahead' : 'behind'})`]);
  if (photo.exif_taken_at) facts.push(["Photo's own date (EXIF)", formatIndiaDateTime(photo.exif_taken_at)]);
  if (photo.exif_latitude !== null && photo.exif_longitude !== null) {
    const away = site ? `, ${metresBetween(photo.exif_latitude, photo.exif_longitude, site.latitude, site.longitude)} m from the site` : '';
    facts.push(["Photo's own position (EXIF)", `${coordinate(photo.exif_latitude)}, ${coordinate(photo.exif_longitude)}${away}`]);
  }
  const image = <img src={photo.url ?? undefined} alt={`${label}, received ${formatIndiaDateTime(photo.taken_at)}`} loading="lazy" className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover" />;
  return (
    <div className="space-y-3">
      {photo.url ? (
        <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          {image}
          <span className="sr-only"> (the full photo, in a new tab)</span>
        </a>
      ) : (
        <p className="text-sm text-slate-600">The file could not be signed for viewing. Reload the page to try again.</p>
      )}
      {photo.flags.length > 0 && (
        <ul aria-label="Flags" className="space-y-1">
          {photo.flags.map((flag) => (
            <li key={flag} className="flex items-start gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {flagSentence(flag, limitM)}
            </li>
          ))}
        </ul>
      )}
      {/* Sent despite the phone's warning, with the crew member's reason (docs/decisions/096). */}
      {photo.crew_note && <p className="text-sm text-slate-800">Crew's note: “{photo.crew_note}”</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
