import { Link } from '@/components/Link';
import { BelowPhoneFoldImage } from '@/components/BelowPhoneFoldImage';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { BlogPostSummary } from '../api/fetch-blog-posts';

/** The post's category and up to three related posts of that category (below the post on a phone). */
export function BlogPostSidebar({ category, related }: { category: string; related: BlogPostSummary[] }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="post-category" className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
        <h2 id="post-category" className="text-lg font-semibold text-slate-900">
          Category
        </h2>
        <p className="mt-2 font-medium text-brand-700">{category}</p>
      </section>
      {related.length > 0 && (
        <section aria-labelledby="related-posts" className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
          <h2 id="related-posts" className="text-lg font-semibold text-slate-900">
            Related Articles
          </h2>
          <ul className="mt-4 space-y-4">
            {related.map((post) => (
              <li key={post.id}>
                <Link to={paths.blogPost(post.id)} className="group flex gap-3">
                  <BelowPhoneFoldImage
                    src={post.image}
                    alt=""
                    width={80}
                    height={60}
                    className="aspect-[4/3] w-20 shrink-0 rounded-lg bg-slate-100 object-cover"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{post.title}</span>
                    <span className="text-sm text-slate-600">{formatDate(post.published_at)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
