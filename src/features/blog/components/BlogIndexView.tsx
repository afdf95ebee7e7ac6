import { PageHero } from '@/components/PageHero';
import { PageLoadError } from '@/components/PageLoadError';
import { loadFailure } from '@/lib/load-failure';
import { PageMeta } from '@/components/PageMeta';
import { NewsletterSignup } from '@/features/newsletter';
import { useBlogPosts } from '../api/fetch-blog-posts';
import { BlogList, BlogListSkeleton } from './BlogList';

/** The public blog: hero, the latest posts, newsletter signup (docs/product.md §9). */
export function BlogIndexView() {
  const posts = useBlogPosts();
  const meta = (
    <PageMeta
      title="Blog"
      description="Ideas, trends and case studies on outdoor, transit, mobile and BTL advertising in Chennai and across India."
    />
  );

  const error = loadFailure(posts);
  if (error) {
    return (
      <>
        {meta}
        <PageLoadError title="Error Loading Blog Posts" error={error} />
      </>
    );
  }

  return (
    <>
      {meta}
      <PageHero
        eyebrow="Insights"
        title="Blog"
        description="Ideas, trends and case studies from our work on the streets, in the malls and on the move."
      />
      <section aria-label="Posts" className="mx-auto max-w-7xl px-4 py-12">
        {posts.data ? <BlogList posts={posts.data} /> : <BlogListSkeleton />}
      </section>
      <NewsletterSignup source="blog" />
    </>
  );
}
