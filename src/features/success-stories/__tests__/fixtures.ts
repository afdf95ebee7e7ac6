import type { SuccessStory } from '../api/fetch-success-stories';

export function story(overrides: Partial<SuccessStory> & { id: string }): SuccessStory {
  return {
    title: `Story ${overrides.id}`,
    description: 'A campaign that worked.',
    image_url: '/images/seed/story.svg',
    category: 'Outdoor & Digital',
    client_name: 'Saravana Stores',
    industry: 'Retail',
    campaign_duration: '3 months',
    featured: true,
    metrics: { Reach: '2M', Footfall: '+35%', Leads: '1,200', Recall: '68%' },
    status: 'published',
    published_at: '2025-01-01T00:00:00Z',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}
