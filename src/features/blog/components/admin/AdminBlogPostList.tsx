import { AddLink, AdminPageHeader, DeleteButton, EditLink, EmptyState, ErrorBanner, LoadingText, PreviewLink, PublicationBadge, useRefreshFlag } from '@/components/admin';
import { formatCount, Pagination, SearchBox, totalOf, useRecordsBrowser } from '@/components/data-table';
import { useDialogs } from '@/components/dialog';
import { SelectField, SelectOptions } from '@/components/form';
import { blogCategories } from '@/catalogue/blog-categories';
import { paths } from '@/config/paths';
import { describeListError, PAGE_SIZE } from '@/lib/list-query';
import type { PublicationState } from '@/lib/publishing';
import { useDeleteBlogPost } from '../../api/delete-blog-post';
import { useAdminBlogPosts, type AdminBlogPost, type AdminBlogPostsParams } from '../../api/fetch-admin-blog-posts';
import { blogPostKeys } from '../../api/fetch-blog-posts';
import { useBlogPostChanges } from '../../api/use-blog-post-changes';

const stateOptions: { value: PublicationState; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

const totalText = totalOf('post', 'posts');

/** The address's filters (`?category=Strategy&state=draft`) this screen knows; anything else is 'all'. */
function chosenFilters(filters: Readonly<Record<string, string>>): Pick<AdminBlogPostsParams, 'category' | 'state'> {
  const category = (blogCategories as readonly string[]).includes(filters.category ?? '') ? filters.category : undefined;
  const state = stateOptions.find((option) => option.value === filters.state)?.value;
  return { category, state };
}

type Props = { canEdit: boolean; canDelete: boolean };

/**
 * The admin blog list (docs/product.md §2, Blog Posts list): newest first, searched by title, excerpt or author,
 * filtered by category and publication state, 25 a page, live, with the role's controls.
 */
export function AdminBlogPostList({ canEdit, canDelete }: Props) {
  const browser = useRecordsBrowser();
  const filters = chosenFilters(browser.filters);
  const narrowed = Boolean(browser.search || filters.category || filters.state);
  const posts = useAdminBlogPosts({ search: browser.search, ...filters, page: browser.page });
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

  function body() {
    if (posts.isPending) return <LoadingText />;
    if (posts.isError) return <ErrorBanner message={`Error loading posts: ${describeListError(posts.error)}`} onRetry={() => void posts.refetch()} />;
    if (posts.data.rows.length === 0) {
      return <EmptyState message="No blog posts found." action={canEdit && !narrowed ? { label: 'Create your first post', to: paths.admin.blogPostNew } : undefined} />;
    }
    return (
      <>
        <ul aria-label="Blog posts" className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {posts.data.rows.map((post) => {
            const busy = post.id === deletingId;
            return (
              <li key={post.id} aria-busy={busy || undefined} className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-center ${busy ? 'opacity-50' : ''}`}>
                <img src={post.image} alt="" className="h-32 w-full shrink-0 rounded-lg bg-slate-100 object-cover sm:h-16 sm:w-24" />
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{post.title}</h2>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{post.category}</span>
                    <PublicationBadge row={post} />
                    <span className="[overflow-wrap:anywhere]">By {post.author_name}</span>
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
        <Pagination
          page={browser.page}
          pageSize={PAGE_SIZE}
          total={posts.data.total}
          approximate={posts.data.approximate}
          onPageChange={browser.setPage}
          busy={posts.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Blog Posts"
        description={posts.data ? totalText(formatCount(posts.data)) : undefined}
        actions={canEdit && <AddLink to={paths.admin.blogPostNew}>New Post</AddLink>}
      />
      <SearchBox label="Search posts" placeholder="Title, excerpt or author" value={browser.input} onChange={browser.setInput} onSubmit={browser.submit} />
      <div className="mb-4 flex flex-wrap gap-3">
        <SelectField label="Category" value={filters.category ?? ''} onChange={(event) => browser.setFilter('category', event.target.value)}>
          <SelectOptions placeholder="All categories" options={blogCategories} />
        </SelectField>
        <SelectField label="State" value={filters.state ?? ''} onChange={(event) => browser.setFilter('state', event.target.value)}>
          <SelectOptions placeholder="Any state" options={stateOptions} />
        </SelectField>
      </div>
      {body()}
    </>
  );
}
