import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminBlogPostList } from '@/features/blog/admin';

export default function BlogPostsPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Blog Posts" description="Manage the agency's blog posts." />
      <AdminBlogPostList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
