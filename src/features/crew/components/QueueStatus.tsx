import { CloudUpload, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { removeQueuedPhoto, useQueue } from '../photos';
import { waitingText } from '../job-words';
import { SHOT_TEXT } from '@/catalogue/proof-shots';
import { secondaryButton } from './ui';

/**
 * The phone's photo queue (docs/decisions/057): how many photos wait, whether one is going up or the phone is
 * offline, and each photo the server refused for good, with 'Remove'. On both crew pages: the queue is the phone's,
 * whichever job its photos are of.
 */
export function QueueStatus() {
  const { photos, uploading, online } = useQueue();
  const [removing, setRemoving] = useState<string | null>(null);
  const waiting = photos.filter((photo) => !photo.refused);
  const refused = photos.filter((photo) => photo.refused);
  const text = waitingText(waiting.length);

  return (
    <div className="mt-3 space-y-3">
      <div role="status" aria-live="polite">
        {text && (
          <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
            {online ? <CloudUpload aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
            <div>
              <p className="font-semibold">{text}</p>
              <p className="text-sm">
                {uploading ? 'Uploading…' : online ? 'They go up as soon as the connection allows.' : 'You are offline: they go up when the phone is back online.'}
              </p>
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
    </div>
  );
}
