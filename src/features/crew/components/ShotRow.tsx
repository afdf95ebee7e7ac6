import { Camera, Check, Clock, ImagePlus, TriangleAlert } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import type { QueuedView } from '../photos';
import { SHOT_TEXT, type Shot } from '@/catalogue/proof-shots';
import { HeldWarnings, SendAnyway } from './HeldPhoto';
import { primaryFileButton, secondaryFileButton, smallFileButton } from './ui';

type ShotRowProps = {
  shot: Shot;
  canShoot: boolean;
  /** The latest photo of this shot the server holds (since the last re-shoot request). */
  sent: { takenAt: string; distanceM: number | null; thumbnail: string | null } | null;
  /** The latest photo of this shot in the phone's queue. */
  queued: QueuedView | null;
  /** The latest photo of this shot sent from this page, until the job is read again. */
  sentHere: QueuedView | null;
  uploading: boolean;
  online: boolean;
  /** The last try ran out of time (docs/decisions/058). */
  weakConnection: boolean;
  /** 'Saving the photo…' while it is prepared and kept. */
  busy: string | null;
  problem: string | null;
  /** A photo held before sending because the office would see it flagged (docs/decisions/096). */
  held: { previewUrl: string; warnings: string[] } | null;
  /** The settings' proof distance: a sent photo farther than it is not shown as fine. */
  limitM: number | null;
  /** The office asked for this shot again, and why (docs/decisions/097). */
  askedAgain?: string | null;
  onPhoto: (file: File, captured: boolean) => void;
  onSendHeld: (note: string) => void;
};

/** '26 Nov, 10:42' in the phone's time (the crew's phones are in India). */
function shortMoment(iso: string): string {
  const date = new Date(iso);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getDate()} ${months[date.getMonth()]}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * One required shot (docs/product.md §14): what to show in it, its latest photo (sent, waiting in the queue, or
 * none), and 'Take photo', a file input that opens the phone's camera (`capture`), with the smaller 'Choose from
 * gallery' beside it (the photo is then flagged as not taken from the page).
 */
export function ShotRow({ shot, canShoot, sent, queued, sentHere, uploading, online, weakConnection, busy, problem, held, limitM, askedAgain = null, onPhoto, onSendHeld }: ShotRowProps) {
  const headingId = useId();
  const { name, hint } = SHOT_TEXT[shot];
  const waiting = queued && !queued.refused ? queued : null;
  const thumbnail = held?.previewUrl ?? waiting?.previewUrl ?? sent?.thumbnail ?? sentHere?.previewUrl ?? null;
  const done = Boolean(sent ?? sentHere);
  const far = sent?.distanceM != null && limitM !== null && sent.distanceM > limitM;

  let status: string;
  let tone = 'text-slate-700';
  if (busy) status = busy;
  else if (held) {
    status = 'Not sent yet';
    tone = 'text-amber-800';
  } else if (waiting) {
    if (uploading) status = 'Uploading…';
    else if (!online) status = 'Waiting to upload: you are offline';
    else status = weakConnection ? 'Waiting for a better connection' : 'Waiting to upload';
    tone = 'text-amber-800';
  } else if (sent) {
    status = `Sent ${shortMoment(sent.takenAt)}${sent.distanceM === null ? ', without a location' : `, ${sent.distanceM} m from the site`}`;
    // Farther than the office accepts, or without a fix: sent, but not fine (the office sees it flagged).
    if (far) status += `: farther than ${limitM} m, so the office may ask for it again`;
    tone = far || sent.distanceM === null ? 'text-amber-800' : 'text-green-800';
  } else if (sentHere) {
    status = 'Sent';
    tone = 'text-green-800';
  } else if (askedAgain) {
    status = `Asked again: ${askedAgain}`;
    tone = 'text-amber-800';
  } else status = 'Not taken yet';

  const choose = (captured: boolean) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so the same file chosen again is a new change.
    event.target.value = '';
    if (file) onPhoto(file, captured);
  };
  const StatusIcon = waiting || busy ? Clock : held || far || (askedAgain && !done) ? TriangleAlert : done ? Check : null;

  return (
    <li aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm">
      <div className="flex gap-3">
        {thumbnail ? (
          <img src={thumbnail} alt={`${name} photo`} width={80} height={80} className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover" />
        ) : (
          <div aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-lg border-2 border-dashed border-slate-300 text-slate-400">
            <Camera className="size-7" />
          </div>
        )}
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-bold text-slate-900">
            {name}
          </h3>
          <p className="text-sm text-slate-700">{hint}</p>
          <p className={`mt-1 flex items-start gap-1 text-sm font-semibold ${tone}`}>
            {StatusIcon && <StatusIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
            {status}
          </p>
        </div>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      {held && !busy && <HeldWarnings warnings={held.warnings} />}
      {canShoot && (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          <label className={`${done || waiting ? secondaryFileButton : primaryFileButton} grow`}>
            <Camera aria-hidden="true" className="size-5" />
            {held ? 'Take it again' : done || waiting ? 'Take again' : 'Take photo'}
            <span className="sr-only">: {name}</span>
            <input type="file" accept="image/*" capture="environment" disabled={Boolean(busy)} onChange={choose(true)} className="sr-only" />
          </label>
          <label className={smallFileButton}>
            <ImagePlus aria-hidden="true" className="size-4" />
            Choose from gallery<span className="sr-only">: {name}</span>
            <input type="file" accept="image/*" disabled={Boolean(busy)} onChange={choose(false)} className="sr-only" />
          </label>
        </div>
      )}
      {canShoot && held && !busy && <SendAnyway onSend={onSendHeld} />}
    </li>
  );
}
