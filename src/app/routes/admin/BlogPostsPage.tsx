import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminBlogPostList, adminBlogPostsQueryOptions } from '@/features/blog/admin';

export const prefetch: RoutePrefetch = (queryClient) => [queryClient.prefetchQuery(adminBlogPostsQueryOptions())];

export default function BlogPostsPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Blog Posts" description="Manage the agency's blog posts." />
      <AdminBlogPostList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
