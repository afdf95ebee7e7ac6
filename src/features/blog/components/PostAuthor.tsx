import { BelowPhoneFoldImage } from '@/components/BelowPhoneFoldImage';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { BlogPostSummary } from '../api/fetch-blog-posts';

/** The author's avatar, name and role; `belowPhoneFold`: the avatar is a BelowPhoneFoldImage. */
export function PostAuthor({ post, size = 'sm', belowPhoneFold = false }: { post: BlogPostSummary; size?: 'sm' | 'lg'; belowPhoneFold?: boolean }) {
  const avatar = size === 'lg' ? 56 : 40;
  const Portrait = belowPhoneFold ? BelowPhoneFoldImage : ResponsiveImage;
  return (
    <div className="flex items-center gap-3">
      <Portrait
        src={post.author_avatar}
        alt=""
        width={avatar}
        height={avatar}
        className={`aspect-square shrink-0 rounded-full bg-slate-100 object-cover ${size === 'lg' ? 'w-14' : 'w-10'}`}
      />
      <div>
        <div className="font-semibold text-slate-900">{post.author_name}</div>
        <div className="text-sm text-slate-600">{post.author_role}</div>
      </div>
    </div>
  );
}
