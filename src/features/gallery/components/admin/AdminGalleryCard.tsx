import { Calendar, MapPin, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { galleryCategoryLabel } from '@/catalogue';
import { DeleteButton, EditLink, FeaturedToggle, PublicationBadge } from '@/components/admin';
import { paths } from '@/config/paths';
import type { GalleryImage } from '../../api/fetch-gallery-images';
import { FeaturedBadge } from '../FeaturedBadge';

/** Cards show at most this many tags, then '+N more' (docs/product.md §9). */
export const CARD_TAG_LIMIT = 3;

type Props = {
  image: GalleryImage;
  canEdit: boolean;
  canDelete: boolean;
  /** The featured flag is being saved. */
  updating: boolean;
  /** The image is being deleted. */
  deleting: boolean;
  onToggleFeatured: () => void;
  onDelete: () => void;
};

/** One image of the admin gallery grid with every field of docs/product.md §2 and the controls the role allows. */
export function AdminGalleryCard({ image, canEdit, canDelete, updating, deleting, onToggleFeatured, onDelete }: Props) {
  const busy = updating || deleting;
  const tags = image.tags.slice(0, CARD_TAG_LIMIT);
  const moreTags = image.tags.length - tags.length;
  return (
    <article aria-busy={busy || undefined} aria-label={image.title} className={`flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${deleting ? 'opacity-60' : ''}`}>
      <div className="relative">
        <img src={image.image_url} alt="" loading="lazy" className="aspect-[4/3] w-full bg-slate-100 object-cover" />
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start gap-2">
          {image.featured && <FeaturedBadge />}
          <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow">{galleryCategoryLabel(image.category)}</span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base font-bold text-slate-900">{image.title}</h2>
        <p className="text-sm empty:hidden">
          <PublicationBadge row={image} onlyUnpublished />
        </p>
        {image.project_name && <p className="text-sm font-medium text-brand-700">{image.project_name}</p>}
        <p className="line-clamp-2 text-sm text-slate-700">{image.description}</p>
        <dl className="space-y-1 text-xs text-slate-600">
          {image.client_name && <Fact icon={<User aria-hidden="true" className="size-3.5" />} label="Client" value={image.client_name} />}
          {image.location && <Fact icon={<MapPin aria-hidden="true" className="size-3.5" />} label="Location" value={image.location} />}
          <Fact icon={<Calendar aria-hidden="true" className="size-3.5" />} label="Year" value={String(image.year)} />
        </dl>
        {image.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
            {moreTags > 0 && <li className="px-1 py-0.5 text-xs text-slate-500">+{moreTags} more</li>}
          </ul>
        )}
        {(canEdit || canDelete) && (
          <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
            {canEdit ? (
              <FeaturedToggle featured={image.featured} aria-pressed={image.featured} disabled={busy} onClick={onToggleFeatured}>
                {updating ? 'Updating...' : image.featured ? 'Featured' : 'Feature'}
              </FeaturedToggle>
            ) : (
              <span />
            )}
            <div className="flex items-center gap-1">
              {canEdit && <EditLink to={paths.admin.galleryImageEdit(image.id)} label={`Edit ${image.title}`} />}
              {canDelete && <DeleteButton label={`Delete ${image.title}`} disabled={busy} onClick={onDelete} />}
            </div>
          </div>
        )}
      </div>
    </article>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
