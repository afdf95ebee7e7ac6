import { useState } from 'react';
import type { BlogPostSummary } from '../api/fetch-blog-posts';
import { postCategories } from '../content';
import { BlogCard } from './BlogCard';
import { BlogCategoryFilter } from './BlogCategoryFilter';

/** The category filter and the post cards; filtering is local to the loaded list. */
export function BlogList({ posts }: { posts: BlogPostSummary[] }) {
  const [category, setCategory] = useState<string | null>(null);
  if (posts.length === 0) return <p className="py-16 text-center text-slate-600">No blog posts found.</p>;
  const shown = category ? posts.filter((post) => post.category === category) : posts;
  return (
    <div className="space-y-8">
      <BlogCategoryFilter categories={postCategories(posts)} selected={category} onSelect={setCategory} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((post, position) => (
          <li key={post.id}>
            <BlogCard post={post} priority={position === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Card-shaped placeholders while the list loads. */
export function BlogListSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading posts" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, card) => (
        <li key={card} className="h-[34rem] animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none" />
      ))}
    </ul>
  );
}
