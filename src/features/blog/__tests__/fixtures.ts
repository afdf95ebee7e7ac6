import type { BlogPost } from '../api/fetch-blog-posts';

export function blogPost(overrides: Partial<BlogPost> & { id: string; title: string }): BlogPost {
  return {
    excerpt: `${overrides.title} in a sentence.`,
    content: 'First paragraph.\n\nSecond paragraph.',
    author_name: 'Priya Venkatesh',
    author_avatar: '/images/seed/priya.svg',
    author_role: 'Director, Client Strategy',
    author_id: null,
    category: 'Strategy',
    tags: ['billboards'],
    image: '/images/seed/post.svg',
    published_at: '2025-03-01',
    status: 'published',
    read_time: 6,
    created_at: '2025-03-01T00:00:00Z',
    updated_at: '2025-03-01T00:00:00Z',
    ...overrides,
  };
}

/** Stable uuids for posts in tests. */
export const postId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
