/** The blog feature's public entry: what public routes and other features may import. */
export { BlogIndexView } from './components/BlogIndexView';
export { BlogPostView } from './components/BlogPostView';
export { blogPostsQueryOptions, type BlogPost } from './api/fetch-blog-posts';
export { blogPostQueryOptions } from './api/fetch-blog-post';
