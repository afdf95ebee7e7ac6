import type { PublicOpening } from '../api/fetch-openings';
import { indiaToday } from '../opening-dates';

/** An India day `days` from today ('2026-12-20'). */
export function dayFromToday(days: number): string {
  return indiaToday(new Date(Date.now() + days * 86_400_000));
}

export function opening(overrides: Partial<PublicOpening> = {}): PublicOpening {
  return {
    id: '5eedca4e-0000-4000-8000-000000000002',
    slug: 'sales-executive-omr',
    title: 'Sales executive, OMR and ECR',
    location: 'Chennai (Guindy)',
    employment_type: 'full_time',
    description: 'Sell outdoor media along OMR and ECR.\n\nTamil and English, a two-wheeler and a year of field sales.',
    closes_on: dayFromToday(21),
    published_at: '2026-11-17T04:30:00Z',
    updated_at: '2026-11-17T04:30:00Z',
    ...overrides,
  };
}
