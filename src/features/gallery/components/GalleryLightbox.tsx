import { Calendar, ChevronLeft, ChevronRight, MapPin, Tag, User, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent } from 'react';
import { galleryCategoryLabel } from '@/catalogue';
import type { GalleryImage } from '../api/fetch-gallery-images';
import { FeaturedBadge } from './FeaturedBadge';

/**
 * A modal dialog makes the page inert, but Tab past its last control still leaves for the browser's
 * own UI; wrap around instead, so keyboard focus never leaves the lightbox while it is open.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), [href], input, [tabindex]:not([tabindex="-1"])')];
  const edge = event.shiftKey ? controls[0] : controls.at(-1);
  if (document.activeElement !== edge && event.currentTarget.contains(document.activeElement)) return;
  event.preventDefault();
  (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
}

type GalleryLightboxProps = {
  images: GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The card that opened the lightbox; it gets focus back once the dialog has closed. */
  returnFocusTo: HTMLElement | null;
};

/**
 * A modal <dialog>: the page is inert and Tab wraps inside until it closes; then focus goes back to
 * the card that opened it. Left/right step with wrap-around, Escape closes.
 */
export function GalleryLightbox({ images, index, onIndexChange, onClose, returnFocusTo }: GalleryLightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const image = images[index];
  const step = (by: number) => onIndexChange((index + by + images.length) % images.length);
  const onCancel = useEffectEvent((event: Event) => {
    event.preventDefault();
    onClose();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.close();
      returnFocusTo?.focus();
    };
  }, [returnFocusTo]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Tab') return keepTabInside(event);
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  }

  const details = [
    { label: 'Client', value: image.client_name, icon: User },
    { label: 'Location', value: image.location, icon: MapPin },
    { label: 'Year', value: image.year ? String(image.year) : null, icon: Calendar },
  ].filter((detail) => detail.value);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-5xl overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/85"
    >
      <div className="relative bg-slate-950">
        <img
          src={image.image_url}
          alt={image.title}
          width={1280}
          height={960}
          className="mx-auto max-h-[60dvh] w-full object-contain"
        />
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label="Previous project"
          className="absolute top-1/2 left-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 hover:bg-white"
        >
          <ChevronLeft aria-hidden="true" className="h-6 w-6" />
        </button>
        <button
          type="button"
          onClick={() => step(1)}
          aria-label="Next project"
          className="absolute top-1/2 right-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 hover:bg-white"
        >
          <ChevronRight aria-hidden="true" className="h-6 w-6" />
        </button>
      </div>
      <div className="space-y-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
              {galleryCategoryLabel(image.category)}
            </span>
            {image.featured && <FeaturedBadge />}
          </div>
          <div className="flex items-center gap-4">
            <span aria-live="polite" className="text-sm font-medium text-slate-600">
              {index + 1} / {images.length}
            </span>
            <button
              type="button"
              onClick={onClose}
              autoFocus
              className="inline-flex items-center gap-1.5 rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700"
            >
              <X aria-hidden="true" className="h-4 w-4" />
              Close
            </button>
          </div>
        </div>
        <div>
          <h2 id={titleId} className="text-2xl font-bold">
            {image.title}
          </h2>
          {image.project_name && <p className="mt-1 font-medium text-brand-700">{image.project_name}</p>}
        </div>
        <p className="text-slate-700">{image.description}</p>
        {details.length > 0 && (
          <dl className="grid gap-3 sm:grid-cols-3">
            {details.map(({ label, value, icon: Icon }) => (
              <div key={label}>
                <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  <Icon aria-hidden="true" className="h-4 w-4" />
                  {label}
                </dt>
                <dd className="mt-0.5 text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {image.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {image.tags.map((tag) => (
              <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700">
                <Tag aria-hidden="true" className="h-3 w-3" />
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
