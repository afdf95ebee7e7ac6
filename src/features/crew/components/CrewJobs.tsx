import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { paths } from '@/config/paths';
import { today } from '@/lib/calendar-days';
import type { CrewJob, ListedJob } from '../api/crew';
import { settledEarlyRead, takeEarlyRead } from '../early-read';
import { jobCardLook } from '../job-card';
import { CARD_PHOTO, ICON_CLASS } from '../job-look';
import { sortJobs } from '../job-words';
import { CrewLink } from '../navigation';
import { onPhotoSent } from '../photos';
import { readSavedList, saveList } from '../saved-pages';
import { crewApi } from '../session';
import { useSavedLoad } from '../use-load';
import { CrewGate } from './CrewGate';
import { JobState } from './JobState';
import { LoadFailed, LoadingJobs } from './LoadStates';
import { QueueStatus } from './QueueStatus';
import { SavedNote } from './SavedNote';

/**
 * /crew, 'Your jobs' (docs/product.md §14): the signed-in crew member's jobs, overdue first then by due day, each
 * with its site's photo, code, name, place, due day, kind and state; approved jobs of the last week below, as done.
 * The phone keeps the list (docs/decisions/058): without a network it shows the last one, saying when it was loaded.
 */
export function CrewJobs() {
  return <CrewGate title="Your jobs">{(crew) => <JobsList userId={crew.userId} />}</CrewGate>;
}

function JobsList({ userId }: { userId: string }) {
  // The list crew.html's first script asked for as the page opened, else the client's read (docs/decisions/098).
  const load = async () => (await takeEarlyRead<ListedJob[]>('jobs', userId)) ?? (await crewApi()).fetchCrewJobs(userId);
  const { result, reload } = useSavedLoad(
    userId,
    load,
    { read: () => readSavedList<ListedJob[]>(userId), write: (saved) => saveList(userId, saved) },
    settledEarlyRead<ListedJob[]>('jobs', userId),
  );
  // A sent photo may complete a job; the office may approve or assign one while the phone sleeps or is offline.
  useEffect(() => onPhotoSent(reload), [reload]);
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', reload);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', reload);
    };
  }, [reload]);
  const day = today();

  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Your jobs</h1>
      <QueueStatus />
      {result.status === 'loading' && <LoadingJobs />}
      {result.status === 'error' && <LoadFailed message="Your jobs could not be loaded. Check the connection and try again." onRetry={reload} />}
      {result.status === 'saved' && (
        <>
          <SavedNote what="Your jobs" savedAt={result.savedAt} checking={result.checking} onRetry={reload} />
          <Jobs jobs={result.data} day={day} fromPhone />
        </>
      )}
      {result.status === 'ready' && <Jobs jobs={result.data} day={day} fromPhone={false} />}
    </>
  );
}

/** The list; `fromPhone`: the phone's copy, whose pictures try again once the list is read afresh. */
function Jobs({ jobs, day, fromPhone }: { jobs: CrewJob[]; day: string; fromPhone: boolean }) {
  const sorted = sortJobs(jobs, day);
  const open = sorted.filter((job) => job.state !== 'approved');
  const done = sorted.filter((job) => job.state === 'approved');
  return (
    <>
      {open.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-4 text-slate-800 shadow-sm">No jobs for you right now. New ones appear here when the office assigns them.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {open.map((job) => (
            <JobCard key={`${job.id}:${fromPhone}`} job={job} day={day} heading="h2" />
          ))}
        </ol>
      )}
      {done.length > 0 && (
        <section aria-labelledby="crew-done" className="mt-8">
          <h2 id="crew-done" className="text-lg font-bold text-slate-900">
            Done in the last 7 days
          </h2>
          <ol className="mt-3 space-y-3">
            {done.map((job) => (
              <JobCard key={`${job.id}:${fromPhone}`} job={job} day={day} heading="h3" />
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

/**
 * One job; the whole card opens it (the heading's link covers it), with the site's orange focus ring around the card.
 * Without a network (docs/decisions/058) a site photo the phone has not kept leaves a plain tile, not a broken
 * picture; `fromPhone` is in the card's key, so the photo is tried again once the list is read afresh.
 */
function JobCard({ job, day, heading: Heading }: { job: CrewJob; day: string; heading: 'h2' | 'h3' }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = photoFailed ? undefined : job.site?.photos[0];
  const look = jobCardLook(job, day);
  return (
    <li className={look.className}>
      {photo ? (
        <ResponsiveImage
          src={photo}
          alt=""
          width={CARD_PHOTO.width}
          height={CARD_PHOTO.height}
          sizes={CARD_PHOTO.sizes}
          onError={() => setPhotoFailed(true)}
          className={CARD_PHOTO.className}
        />
      ) : (
        <div aria-hidden="true" className={`${CARD_PHOTO.className} bg-slate-200`} />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{look.label}</p>
        <Heading className="text-base leading-snug font-semibold text-slate-900">
          <CrewLink to={paths.crewJob(job.id)} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
            {look.name}
          </CrewLink>
        </Heading>
        {look.place !== null && (
          <p className="mt-0.5 flex gap-1 text-sm text-slate-700">
            <MapPin aria-hidden="true" className={ICON_CLASS.place} />
            <span className="line-clamp-2">{look.place}</span>
          </p>
        )}
        {look.due && <p className={look.due.className}>{look.due.text}</p>}
        <JobState state={job.state} reshootReason={job.reshoot_reason} className="mt-1.5" />
      </div>
    </li>
  );
}
