import { AddLink, AdminPageHeader, DeleteButton, EditLink, EmptyState, ErrorBanner, LoadingText, PreviewLink, PublicationBadge, useRefreshFlag } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { paths } from '@/config/paths';
import { useDeleteBlogPost } from '../../api/delete-blog-post';
import { useAdminBlogPosts, type AdminBlogPost } from '../../api/fetch-admin-blog-posts';
import { useBlogPostChanges } from '../../api/use-blog-post-changes';
import { blogPostKeys } from '../../api/fetch-blog-posts';

type Props = { canEdit: boolean; canDelete: boolean };

/** The admin blog list (docs/product.md §2): newest first, live, with the role's controls. */
export function AdminBlogPostList({ canEdit, canDelete }: Props) {
  const posts = useAdminBlogPosts();
  useBlogPostChanges();
  useRefreshFlag(blogPostKeys.all);
  const remove = useDeleteBlogPost();
  const { confirm, alert } = useDialogs();

  async function handleDelete(post: AdminBlogPost) {
    if (!canDelete) return alert('You do not have permission to delete posts.');
    if (!(await confirm('Are you sure you want to delete this post?'))) return;
    try {
      await remove.mutateAsync(post.id);
    } catch (error) {
      console.error('Error deleting post:', error);
      await alert('Error deleting post', { title: 'Error' });
    }
  }

  const deletingId = remove.isPending ? remove.variables : undefined;

  return (
    <>
      <AdminPageHeader
        title="Blog Posts"
        actions={canEdit && <AddLink to={paths.admin.blogPostNew}>New Post</AddLink>}
      />
      {posts.isPending ? (
        <LoadingText />
      ) : posts.isError ? (
        <ErrorBanner message={`Error loading posts: ${posts.error.message}`} onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <EmptyState message="No blog posts found." action={canEdit ? { label: 'Create your first post', to: paths.admin.blogPostNew } : undefined} />
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {posts.data.map((post) => {
            const busy = post.id === deletingId;
            return (
              <li key={post.id} aria-busy={busy || undefined} className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-center ${busy ? 'opacity-50' : ''}`}>
                <img src={post.image} alt="" className="h-32 w-full shrink-0 rounded-lg bg-slate-100 object-cover sm:h-16 sm:w-24" />
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold text-slate-900">{post.title}</h2>
                  <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{post.category}</span>
                    <PublicationBadge row={post} />
                    <span className="break-all font-mono text-xs text-slate-500" title={post.id}>
                      ID {post.id}
                    </span>
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  {/* Every staff member reads any post, drafts included, on the public design (reviewers review here). */}
                  <PreviewLink to={paths.blogPostPreview(post.id)} label={`Preview ${post.title}`} />
                  {canEdit && <EditLink to={paths.admin.blogPostEdit(post.id)} label={`Edit ${post.title}`} />}
                  {canDelete && (
                    <DeleteButton label={busy ? `Deleting ${post.title}` : `Delete ${post.title}`} disabled={busy} onClick={() => void handleDelete(post)} />
                  )}
                  {busy && <span className="text-xs text-slate-500">Deleting...</span>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
