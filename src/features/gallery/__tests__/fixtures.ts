import type { GalleryImage } from '../api/fetch-gallery-images';

export function galleryImage(overrides: Partial<GalleryImage> & { id: string; title: string }): GalleryImage {
  return {
    description: `${overrides.title} description`,
    image_url: '/images/seed/gallery.svg',
    category: 'outdoor',
    project_name: null,
    client_name: null,
    location: null,
    year: 2024,
    tags: [],
    status: 'published',
    published_at: '2025-01-01T00:00:00Z',
    featured: false,
    sort_order: 0,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}
