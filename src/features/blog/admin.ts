/** The blog feature's back-office entry: only the lazy admin routes import it, so public pages never load it. */
export { AdminBlogPostList } from './components/admin/AdminBlogPostList';
export { BlogPostForm } from './components/admin/BlogPostForm';
export { adminBlogPostsQueryOptions } from './api/fetch-admin-blog-posts';
export { staffBlogPostQueryOptions } from './api/fetch-blog-post';
