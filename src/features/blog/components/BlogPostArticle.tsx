import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { BlogPost } from '../api/fetch-blog-posts';
import { paragraphs } from '../content';
import { PostAuthor } from './PostAuthor';
import { PostMeta } from './PostMeta';
import { PostTags } from './PostTags';
import { ShareLinks } from './ShareLinks';

/** The post's hero, author, content as plain-text paragraphs, tags and share links. */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  return (
    <article className="space-y-8">
      <header className="space-y-5">
        <span className="inline-block rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">{post.category}</span>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <PostMeta post={post} className="text-slate-600" />
        <PostAuthor post={post} size="lg" />
        <ResponsiveImage
          src={post.image}
          alt=""
          width={1280}
          height={720}
          priority
          className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
      </header>
      <div className="space-y-5 text-lg leading-relaxed text-slate-800">
        {paragraphs(post.content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <footer className="space-y-6 border-t border-slate-200 pt-6">
        <PostTags tags={post.tags} />
        <ShareLinks title={post.title} />
      </footer>
    </article>
  );
}
