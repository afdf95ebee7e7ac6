import type { BlogPostSummary } from './api/fetch-blog-posts';

/** A post's paragraphs: its content split at blank lines, shown as plain text (never parsed as HTML). */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export const RELATED_POSTS_LIMIT = 3;

/** Up to three other posts of the same category, in the list's order (newest first). */
export function relatedPosts(posts: BlogPostSummary[], post: BlogPostSummary): BlogPostSummary[] {
  return posts.filter((other) => other.category === post.category && other.id !== post.id).slice(0, RELATED_POSTS_LIMIT);
}

/** The categories present in the list, in order of first appearance. */
export function postCategories(posts: BlogPostSummary[]): string[] {
  return [...new Set(posts.map((post) => post.category))];
}

/** Share links for the three networks, built from the page's own address. */
export function shareLinks(url: string, title: string) {
  const encodedUrl = encodeURIComponent(url);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
  ];
}
