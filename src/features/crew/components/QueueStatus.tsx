import { CloudUpload, UserRound, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { isOwnPhoto, removeQueuedPhoto, useQueue, type QueuedView } from '../photos';
import { othersWaitingText, waitingText } from '../job-words';
import { SHOT_TEXT } from '@/catalogue/proof-shots';
import { secondaryButton } from './ui';

/** The queue's state in words (docs/product.md §14): what the phone is doing about the photos that wait. */
function progressText({ uploading, online, weakConnection }: { uploading: boolean; online: boolean; weakConnection: boolean }): string {
  if (!online) return 'You are offline: they go up when the phone is back online.';
  if (uploading) return weakConnection ? 'Uploading again: the connection is weak, so it may take a while.' : 'Uploading…';
  if (weakConnection) return 'Waiting for a better connection: the signal is too weak to send them now. They go up by themselves.';
  return 'They go up as soon as the connection allows.';
}

/** Other people's photos by who took them, in the order they were taken. */
function byTaker(photos: QueuedView[]): Array<{ key: string; name: string | null; count: number }> {
  const groups = new Map<string, { key: string; name: string | null; count: number }>();
  for (const photo of photos) {
    const key = photo.takenBy?.id ?? '';
    const group = groups.get(key) ?? { key, name: photo.takenBy?.name ?? null, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The phone's photo queue (docs/decisions/057, 058): how many of the signed-in crew member's photos wait, whether
 * one is going up, the phone is offline or the signal too weak, and each photo the server refused for good, with
 * 'Remove'; then the photos other people took on this phone, which wait for them. On every crew page: the queue is
 * the phone's, whichever job its photos are of.
 */
export function QueueStatus() {
  const { photos, uploading, online, weakConnection, ownerId } = useQueue();
  const [removing, setRemoving] = useState<string | null>(null);
  const mine = photos.filter((photo) => isOwnPhoto(photo, ownerId));
  const waiting = mine.filter((photo) => !photo.refused);
  const refused = mine.filter((photo) => photo.refused);
  const others = byTaker(photos.filter((photo) => !isOwnPhoto(photo, ownerId)));
  const text = waitingText(waiting.length);

  return (
    <div className="mt-3 space-y-3">
      <div role="status" aria-live="polite">
        {text && (
          <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
            {online ? <CloudUpload aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
            <div>
              <p className="font-semibold">{text}</p>
              <p className="text-sm">{progressText({ uploading, online, weakConnection })}</p>
            </div>
          </div>
        )}
      </div>
      {refused.map((photo) => (
        <div key={photo.id} role="alert" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-950">
          <img src={photo.previewUrl} alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg object-cover" />
          <div className="min-w-0">
            <p className="font-semibold">{SHOT_TEXT[photo.shot].name} photo not sent</p>
            <p className="text-sm">{photo.refused}</p>
            <button
              type="button"
              disabled={removing === photo.id}
              onClick={() => {
                setRemoving(photo.id);
                removeQueuedPhoto(photo.id)
                  .catch(() => undefined)
                  .finally(() => setRemoving(null));
              }}
              className={`${secondaryButton} mt-2`}
            >
              Remove<span className="sr-only"> the {SHOT_TEXT[photo.shot].name.toLowerCase()} photo</span>
            </button>
          </div>
        </div>
      ))}
      {others.map((group) => (
        <p key={group.key} className="flex items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 text-slate-800">
          <UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
          <span>{othersWaitingText(group.count, group.name)}</span>
        </p>
      ))}
    </div>
  );
}
