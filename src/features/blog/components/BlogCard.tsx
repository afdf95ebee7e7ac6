import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/Link';
import { BelowPhoneFoldImage } from '@/components/BelowPhoneFoldImage';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { paths } from '@/config/paths';
import type { BlogPostSummary } from '../api/fetch-blog-posts';
import { PostAuthor } from './PostAuthor';
import { PostMeta } from './PostMeta';
import { PostTags } from './PostTags';

/**
 * A post in the blog list with every field of docs/product.md §2 "Blog" and its 'Read More' link. The
 * first card's picture is the page's largest; on a phone every other card, and every portrait, is below
 * the first screen (BelowPhoneFoldImage).
 */
export function BlogCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const picture = { src: post.image, alt: '', width: 640, height: 360, className: 'aspect-video w-full bg-slate-100 object-cover' };
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="relative">
        {priority ? <ResponsiveImage {...picture} priority /> : <BelowPhoneFoldImage {...picture} />}
        <span className="absolute top-3 left-3 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">{post.category}</span>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <PostAuthor post={post} belowPhoneFold />
        <h2 className="text-xl font-bold text-slate-900">{post.title}</h2>
        <p className="text-slate-700">{post.excerpt}</p>
        <PostMeta post={post} className="text-slate-600" />
        <PostTags tags={post.tags} />
        <Link
          to={paths.blogPost(post.id)}
          className="mt-auto inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:text-brand-800"
        >
          Read More
          {/* In the link's text (not only an aria-label), so crawlers see a descriptive link too. */}
          <span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
