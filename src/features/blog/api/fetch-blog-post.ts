import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicNow } from '@/lib/publishing';
import { publicData, staffData } from '@/lib/public-api';
import { blogPostKeys, type BlogPost } from './fetch-blog-posts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One post by id, or null when there is none. An id that is not a uuid cannot match, so it is not sent.
 * `unpublished`: drafts and scheduled posts too, for staff (the preview and the edit form); row-level
 * security still answers nothing to a visitor who asks (docs/decisions/029-publishing-state.md).
 */
export async function fetchBlogPost(id: string, { unpublished = false } = {}): Promise<BlogPost | null> {
  if (!uuid.test(id)) return null;
  let query = (unpublished ? await staffData() : await publicData()).from('blog_posts').select('*').eq('id', id);
  if (!unpublished) {
    const { status, before } = publicNow();
    query = query.eq('status', status).lte('published_at', before);
  }
  const { data } = await query.maybeSingle().throwOnError();
  return data;
}

function postQueryOptions(id: string, unpublished: boolean) {
  return queryOptions({
    queryKey: [...blogPostKeys.detail(id), unpublished ? 'unpublished' : 'public'] as const,
    queryFn: () => fetchBlogPost(id, { unpublished }),
  });
}

/** The public post page's post: published and due. */
export const blogPostQueryOptions = (id: string) => postQueryOptions(id, false);

/** Any post, drafts and scheduled ones included: the preview (`/blog/{id}?preview`) and the edit form. */
export const staffBlogPostQueryOptions = (id: string) => postQueryOptions(id, true);

export function useBlogPost(id: string, { preview = false } = {}) {
  return useQuery(postQueryOptions(id, preview));
}
