import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/Link';
import { PageMeta } from '@/components/PageMeta';
import { BlogPostingJsonLd } from '@/components/seo/JsonLd';
import { paths } from '@/config/paths';
import { NewsletterSignup } from '@/features/newsletter';
import { formatDateTime } from '@/lib/format';
import { publicationState } from '@/lib/publishing';
import { useLogError } from '@/lib/useLogError';
import { useBlogPost } from '../api/fetch-blog-post';
import { useBlogPosts } from '../api/fetch-blog-posts';
import { relatedPosts } from '../content';
import { BlogPostArticle } from './BlogPostArticle';
import type { BlogPost } from '../api/fetch-blog-posts';
import { BlogPostNotFound } from './BlogPostNotFound';
import { BlogPostSidebar } from './BlogPostSidebar';

function BlogPostSkeleton() {
  return (
    // At least a screen tall, so the footer does not jump down when the post arrives (layout shift).
    <div aria-busy="true" aria-label="Loading post" className="mx-auto min-h-screen max-w-7xl space-y-6 px-4 py-12">
      <PageMeta title="Blog" description="Ideas, trends and case studies on outdoor, transit, mobile and BTL advertising." />
      <div className="h-10 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="aspect-video w-full animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none lg:w-2/3" />
    </div>
  );
}

/** Above a previewed post: what visitors see of it now (docs/product.md §10, Publishing workflow). */
function PreviewNotice({ post }: { post: BlogPost }) {
  const state = publicationState(post);
  const text = {
    draft: 'This is a draft: visitors cannot see it.',
    scheduled: `This post is scheduled: visitors see it from ${formatDateTime(post.published_at)}.`,
    published: 'This post is published: visitors see it too.',
  }[state];
  return (
    <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
      Preview. {text}
    </p>
  );
}

/**
 * One post with its sidebar of related posts; a missing or unreadable post shows the not-found text.
 * `preview` (`/blog/{id}?preview`): staff read drafts and scheduled posts here; row-level security gives a
 * visitor nothing, so they get the not-found text (docs/decisions/029-publishing-state.md).
 */
export function BlogPostView({ postId, preview = false }: { postId: string; preview?: boolean }) {
  const post = useBlogPost(postId, { preview });
  const posts = useBlogPosts();
  useLogError(post.error, 'Error fetching blog post');
  useLogError(posts.error, 'Error fetching related posts');

  if (post.isPending) return <BlogPostSkeleton />;
  // A failed fetch reads the same as a missing post (docs/product.md §8).
  if (!post.data) {
    return (
      <>
        <PageMeta title="Blog Post Not Found" description="The blog post you're looking for doesn't exist or has been moved." noindex />
        <BlogPostNotFound />
      </>
    );
  }

  const current = post.data;
  return (
    <>
      <PageMeta title={current.title} description={current.excerpt} type="article" image={current.image} publishedTime={current.published_at} noindex={preview} />
      {!preview && <BlogPostingJsonLd post={current} />}
      <div className="mx-auto max-w-7xl px-4 py-10">
        {preview && <PreviewNotice post={current} />}
        <Link to={paths.blog} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          All articles
        </Link>
        <div className="mt-6 grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <BlogPostArticle post={current} />
          </div>
          <aside aria-label="More from the blog" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <BlogPostSidebar category={current.category} related={posts.data ? relatedPosts(posts.data, current) : []} />
            <NewsletterSignup source="blog-post" layout="card" />
          </aside>
        </div>
      </div>
    </>
  );
}
