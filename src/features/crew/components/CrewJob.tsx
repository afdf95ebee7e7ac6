import { FileText, MapPin, Navigation } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { today } from '@/lib/calendar-days';
import type { CrewJob as Job, ListedJob, ProofPhoto } from '../api/crew';
import { dueText, kindText } from '../job-words';
import { discardPrepared, isNotAPhoto, isOwnPhoto, onPhotoSent, photoRuntime, preparePhoto, sendPrepared, useQueue, type PreparedPhoto } from '../photos';
import { photoWarnings } from '../photo-warnings';
import type { Taker } from '../queue';
import { takeEarlyRead } from '../early-read';
import { readSaved, readSavedList, save, savedJobKey, type Saved } from '../saved-pages';
import { crewApi } from '../session';
import { requiredShots, type Shot } from '@/catalogue/proof-shots';
import { useLoad, useSavedLoad, type Load } from '../use-load';
import { CrewGate } from './CrewGate';
import { JobState } from './JobState';
import { QueueStatus } from './QueueStatus';
import { SavedNote } from './SavedNote';
import { ShotRow } from './ShotRow';
import { primaryButton, secondaryButton, textLink } from './ui';

/**
 * /crew/jobs/{id} (docs/product.md §14): the site (photo, address, 'Directions' in the phone's map app), the
 * artwork to mount, and the photos the job needs, each taken from here. The page is usable with the job's data
 * alone; the photo code loads once it is on the screen (docs/decisions/057). Without a network the job is the one
 * the phone kept, from this page or from the list (docs/decisions/058), and photos are still taken into the queue.
 */
export function CrewJob({ jobId }: { jobId: string }) {
  return (
    <CrewGate title="Job" back>
      {(crew) => <JobPage jobId={jobId} crew={{ id: crew.userId, name: crew.name }} />}
    </CrewGate>
  );
}

type JobData = { job: Job; photos: ProofPhoto[] } | null;

/** The job and the photos that count for it: those since its last re-shoot request. */
function jobData(job: Job, photos: ProofPhoto[]): JobData {
  const since = job.reshoot_at ? Date.parse(job.reshoot_at) : Number.NEGATIVE_INFINITY;
  return { job, photos: photos.filter((photo) => Date.parse(photo.taken_at) >= since) };
}

async function loadJob(userId: string, jobId: string): Promise<JobData> {
  // Opened straight on a job: the list crew.html's first script read holds it, with its photos (docs/decisions/098).
  const listed = (await takeEarlyRead<ListedJob[]>('jobs', userId))?.find((job) => job.id === jobId);
  if (listed) return jobData(listed, listed.photos);
  const api = await crewApi();
  const [job, photos] = await Promise.all([api.fetchCrewJob(jobId), api.fetchJobPhotos(jobId)]);
  return job ? jobData(job, photos) : null;
}

/** The job as the phone kept it: from this page's last load or the list's, whichever is newer. */
async function savedJob(userId: string, jobId: string): Promise<Saved<JobData> | null> {
  const [page, list] = await Promise.all([readSaved<JobData>(savedJobKey(userId, jobId)), readSavedList<ListedJob[]>(userId)]);
  const listed = list?.data.find((job) => job.id === jobId);
  const fromList = list && listed ? { data: jobData(listed, listed.photos), savedAt: list.savedAt } : null;
  return fromList && (!page || fromList.savedAt > page.savedAt) ? fromList : page;
}

function JobPage({ jobId, crew }: { jobId: string; crew: Taker }) {
  const { result, reload } = useSavedLoad(jobId, () => loadJob(crew.id, jobId), {
    read: () => savedJob(crew.id, jobId),
    write: (saved) => save(savedJobKey(crew.id, jobId), saved),
  });
  useEffect(() => onPhotoSent((photo) => photo.jobId === jobId && reload()), [jobId, reload]);
  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reload]);

  if (result.status === 'loading') {
    return (
      <p role="status" className="mt-4 text-slate-700">
        Loading the job…
      </p>
    );
  }
  if (result.status === 'error') {
    return (
      <div role="alert" className="mt-4 rounded-xl bg-white p-4 shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">The job could not be loaded</h1>
        <p className="mt-2 text-slate-800">Check the connection and try again.</p>
        <button type="button" onClick={reload} className={`${secondaryButton} mt-3`}>
          Try again
        </button>
      </div>
    );
  }
  const saved = result.status === 'saved' && <SavedNote what="This job" savedAt={result.savedAt} checking={result.checking} onRetry={reload} />;
  if (!result.data) {
    return (
      <>
        {saved}
        <div className="mt-4 rounded-xl bg-white p-4 shadow-sm">
          <h1 className="text-xl font-bold text-slate-900">Job not found</h1>
          <p className="mt-2 text-slate-800">This job is not assigned to you, or it no longer exists.</p>
        </div>
      </>
    );
  }
  return (
    <>
      {saved}
      <JobView job={result.data.job} photos={result.data.photos} crew={crew} fromPhone={result.status === 'saved'} />
    </>
  );
}

/** The latest photo of each shot. */
function latestByShot(photos: ProofPhoto[]): Map<string, ProofPhoto> {
  const latest = new Map<string, ProofPhoto>();
  for (const photo of photos) {
    const known = latest.get(photo.shot);
    if (!known || Date.parse(photo.taken_at) > Date.parse(known.taken_at)) latest.set(photo.shot, photo);
  }
  return latest;
}

/** Signed addresses of the artwork and of each shot's latest photo (small), read once the job is on the screen. */
type Pictures = { artwork: string | null; pdf: string | null; thumbnails: Record<string, string | null> };

async function loadPictures(job: Job, latest: ProofPhoto[]): Promise<Pictures> {
  const api = await crewApi();
  const pdfPath = job.creative_path?.endsWith('.pdf') ? job.creative_path : null;
  const imagePath = job.creative_preview_path ?? (pdfPath ? null : job.creative_path);
  const files = [
    ...(imagePath ? [{ path: imagePath, width: 800 }] : []),
    ...(pdfPath ? [{ path: pdfPath }] : []),
    ...latest.map((photo) => ({ path: photo.object_path, width: 240 })),
  ];
  const urls = await api.proofFileUrls(files).catch(() => files.map(() => null));
  const urlOf = (path: string | null) => (path ? (urls[files.findIndex((file) => file.path === path)] ?? null) : null);
  return { artwork: urlOf(imagePath), pdf: urlOf(pdfPath), thumbnails: Object.fromEntries(latest.map((photo) => [photo.id, urlOf(photo.object_path)])) };
}

/** The job itself; `fromPhone`: the phone's copy, whose pictures are signed again once the job is read afresh. */
function JobView({ job, photos, crew, fromPhone }: { job: Job; photos: ProofPhoto[]; crew: Taker; fromPhone: boolean }) {
  const site = job.site;
  const shots = requiredShots(job.kind, site?.lighting);
  // A shot the office asked for again (decision 097) shows why, and waits for a new photo; its old one no longer counts.
  const latestAll = latestByShot(photos);
  const askedAgain = new Map([...latestAll].flatMap(([shot, photo]) => (photo.rejected_reason ? [[shot, photo.rejected_reason] as const] : [])));
  const latest = new Map([...latestAll].filter(([, photo]) => !photo.rejected_reason));
  const latestList = [...latest.values()];
  // A new photo signs its thumbnail; the artwork and the other thumbnails stay meanwhile.
  const picturesKey = `${job.id}:${latestList.map((photo) => photo.id).join(',')}:${fromPhone ? 'saved' : 'fresh'}`;
  const { result: pictures } = useLoad(picturesKey, () => loadPictures(job, latestList), { keepPrevious: true });
  const queue = useQueue();
  // Only the signed-in crew member's photos are theirs to see waiting (docs/decisions/058).
  const queued = queue.photos.filter((photo) => photo.jobId === job.id && isOwnPhoto(photo, queue.ownerId));
  const [busy, setBusy] = useState<Partial<Record<Shot, string>>>({});
  const [problems, setProblems] = useState<Partial<Record<Shot, string>>>({});
  const canShoot = job.state !== 'approved';
  const taken = shots.filter((shot) => latest.has(shot) || queued.some((photo) => photo.shot === shot && !photo.refused)).length;

  // The page works without the photo code; it loads now, so that a photo taken after the signal drops can still be kept.
  useEffect(() => {
    if (!canShoot) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void photoRuntime().catch(() => undefined));
  }, [canShoot]);

  const [held, setHeld] = useState<Partial<Record<Shot, { photo: PreparedPhoto; warnings: string[] }>>>({});
  const setProblem = (shot: Shot, problem: string | undefined) => setProblems((current) => ({ ...current, [shot]: problem }));
  const release = (shot: Shot) => setHeld((current) => ({ ...current, [shot]: undefined }));

  // A photo the office would see flagged is held with its warnings (docs/decisions/096); any other goes at once.
  const onPhoto = async (shot: Shot, file: File, captured: boolean) => {
    setBusy((current) => ({ ...current, [shot]: 'Saving the photo…' }));
    setProblem(shot, undefined);
    const before = held[shot];
    if (before) {
      release(shot);
      void discardPrepared(before.photo.id);
    }
    try {
      const photo = await preparePhoto(file, { jobId: job.id, shot, captured, takenBy: crew });
      const warnings = photoWarnings(photo, site, job.proof_distance_m);
      if (warnings.length === 0) await sendPrepared(photo.id, null);
      else setHeld((current) => ({ ...current, [shot]: { photo, warnings } }));
    } catch (error) {
      setProblem(
        shot,
        isNotAPhoto(error)
          ? 'This file is not a photo the phone can open: take the photo with the camera, or choose a JPEG or PNG from the gallery.'
          : 'This photo could not be kept on the phone. Take it again; if it fails again, choose it from the gallery.',
      );
    } finally {
      setBusy((current) => ({ ...current, [shot]: undefined }));
    }
  };

  const onSendHeld = async (shot: Shot, note: string) => {
    const photo = held[shot]?.photo;
    if (!photo) return;
    try {
      await sendPrepared(photo.id, note);
      release(shot);
    } catch {
      setProblem(shot, 'This photo could not be kept on the phone. Take it again; if it fails again, choose it from the gallery.');
    }
  };

  return (
    <article aria-labelledby="crew-job-title" className="mt-2">
      {site?.photos[0] && (
<SitePhoto key={`${site.photos[0]}:${fromPhone}`} src={site.photos[0]} />
      )}
      <p className="mt-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {site?.code ?? 'Site'} · {kindText(job.kind)}
      </p>
      <h1 id="crew-job-title" className="text-2xl leading-tight font-bold text-slate-900">
        {site?.name ?? 'A site you cannot see'}
      </h1>
      <JobState state={job.state} reshootReason={job.reshoot_reason} className="mt-2" />
      {job.state !== 'approved' && <p className="mt-2 font-semibold text-slate-800">{dueText(job, today())}</p>}

      {site && (
        <div className="mt-4 rounded-xl bg-white p-4 shadow-sm">
          <h2 className="sr-only">Where</h2>
          <p className="flex gap-2 text-slate-800">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              {site.address && <span className="block">{site.address}</span>}
              <span className="block font-semibold">{site.locality}</span>
            </span>
          </p>
          <a
            href={`https://www.google.com/maps/dir/?api=1&destination=${site.latitude},${site.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
            className={`${primaryButton} mt-4 w-full`}
          >
            <Navigation aria-hidden="true" className="size-5" />
            Directions<span className="sr-only"> (opens your map app)</span>
          </a>
        </div>
      )}

      <section aria-labelledby="crew-shots" className="mt-6">
        <h2 id="crew-shots" className="text-lg font-bold text-slate-900">
          Photos needed <span className="font-semibold text-slate-600">({taken} of {shots.length})</span>
        </h2>
        {!canShoot && <p className="mt-1 text-sm text-slate-700">This job is approved: its photos can no longer change.</p>}
        <QueueStatus />
        <ul className="mt-3 space-y-3">
          {shots.map((shot) => {
            const photo = latest.get(shot);
            return (
              <ShotRow
                key={shot}
                shot={shot}
                canShoot={canShoot}
                sent={photo ? { takenAt: photo.taken_at, distanceM: photo.distance_m, thumbnail: thumbnailOf(pictures, photo.id) } : null}
                queued={queued.filter((photo) => photo.shot === shot).at(-1) ?? null}
                sentHere={queue.sent.filter((sent) => sent.jobId === job.id && sent.shot === shot).at(-1) ?? null}
                uploading={queue.uploading}
                online={queue.online}
                weakConnection={queue.weakConnection}
                busy={busy[shot] ?? null}
                problem={problems[shot] ?? null}
                held={held[shot] ? { previewUrl: held[shot].photo.previewUrl, warnings: held[shot].warnings } : null}
                limitM={job.proof_distance_m}
                askedAgain={askedAgain.get(shot) ?? null}
                onPhoto={(file, captured) => void onPhoto(shot, file, captured)}
                onSendHeld={(note) => void onSendHeld(shot, note)}
              />
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="crew-artwork" className="mt-6">
        <h2 id="crew-artwork" className="text-lg font-bold text-slate-900">
          The artwork
        </h2>
        <Artwork job={job} pictures={pictures} />
      </section>
    </article>
  );
}

/** The site's photo; without a network (docs/decisions/058) one the phone has not kept leaves no broken picture. */
function SitePhoto({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <ResponsiveImage
      src={src}
      alt=""
      width={560}
      height={350}
      priority
      sizes="(max-width: 576px) 100vw, 544px"
      onError={() => setFailed(true)}
      className="aspect-[8/5] w-full rounded-xl object-cover"
    />
  );
}

const thumbnailOf = (pictures: Load<Pictures>, id: string): string | null => (pictures.status === 'ready' ? (pictures.data.thumbnails[id] ?? null) : null);

function Artwork({ job, pictures }: { job: Job; pictures: Load<Pictures> }) {
  if (!job.creative_path && !job.creative_preview_path) {
    return <p className="mt-2 text-slate-700">The office has not added the artwork yet: ask them before you print or mount.</p>;
  }
  if (pictures.status === 'loading') return <p className="mt-2 text-slate-700">Loading the artwork…</p>;
  if (pictures.status === 'error' || (!pictures.data.artwork && !pictures.data.pdf)) {
    return <p className="mt-2 text-slate-700">The artwork could not be loaded. Check the connection, then open this job again.</p>;
  }
  const { artwork, pdf } = pictures.data;
  return (
    <div className="mt-2 rounded-xl bg-white p-3 shadow-sm">
      {artwork && <img src={artwork} alt="The artwork to mount" loading="lazy" decoding="async" className="w-full rounded-lg bg-slate-100" />}
      {pdf && (
        <a href={pdf} target="_blank" rel="noopener noreferrer" className={`${textLink} mt-2 inline-flex min-h-11 items-center gap-2`}>
          <FileText aria-hidden="true" className="size-5" />
          Open the artwork (PDF)<span className="sr-only"> in a new tab</span>
        </a>
      )}
    </div>
  );
}
