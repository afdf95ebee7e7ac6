import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { useAuth, usePermissions } from '@/features/auth';
import type { RoutePrefetch } from '@/app/route-data';
import { BlogPostForm, staffBlogPostQueryOptions } from '@/features/blog/admin';

export const prefetch: RoutePrefetch = (queryClient, { id }) => (id ? [queryClient.prefetchQuery(staffBlogPostQueryOptions(id))] : []);

export default function BlogPostFormPage() {
  const { id } = useParams();
  const { canEdit } = usePermissions();
  const { profile } = useAuth();
  return (
    <>
      <PageMeta title={id ? 'Edit Blog Post' : 'New Blog Post'} description="Write or edit a blog post." />
      <BlogPostForm id={id} canEdit={canEdit} me={profile} />
    </>
  );
}
