import { Calendar, Clock } from 'lucide-react';
import { formatDate } from '@/lib/format';
import type { BlogPostSummary } from '../api/fetch-blog-posts';

/** '{read_time} min read' and the published date, side by side. */
export function PostMeta({ post, className = '' }: { post: BlogPostSummary; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {post.read_time} min read
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="h-4 w-4" />
        <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
      </span>
    </p>
  );
}
