import type { Client } from '../api/fetch-clients';

export function client(name: string, industry = 'Retail'): Client {
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    logo: `/images/seed/${name}.svg`,
    industry,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
}
