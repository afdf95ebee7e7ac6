import { useState } from 'react';

type ImagePreviewProps = {
  src: string | null | undefined;
  alt: string;
  /** 'round' for a person's photo, 'rect' for logos and pictures. */
  shape?: 'rect' | 'round';
  /** 'contain' keeps a logo whole. */
  fit?: 'cover' | 'contain';
  label?: string;
};

/** A preview of the image URL being typed; renders nothing until there is a URL. */
export function ImagePreview({ src, alt, shape = 'rect', fit = 'cover', label = 'Preview' }: ImagePreviewProps) {
  const url = src?.trim();
  if (!url) return null;
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-medium text-slate-700">{label}</figcaption>
      {/* keyed so a new URL gets a fresh failed/loaded state */}
      <PreviewImage key={url} src={url} alt={alt} shape={shape} fit={fit} />
    </figure>
  );
}

function PreviewImage({ src, alt, shape, fit }: { src: string; alt: string; shape: 'rect' | 'round'; fit: 'cover' | 'contain' }) {
  const [failed, setFailed] = useState(false);
  const box = shape === 'round' ? 'h-24 w-24 rounded-full' : 'h-48 w-full max-w-md rounded-lg';
  if (failed) {
    return <p className={`${box} flex items-center justify-center border border-dashed border-slate-300 bg-slate-50 p-2 text-center text-xs text-slate-500`}>Image could not be loaded</p>;
  }
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      className={`${box} border border-slate-200 bg-slate-50 ${fit === 'contain' ? 'object-contain p-2' : 'object-cover'}`}
    />
  );
}
