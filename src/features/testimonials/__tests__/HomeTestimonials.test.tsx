import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import type { Testimonial } from '../api/fetch-testimonials';
import { HomeTestimonials } from '../components/HomeTestimonials';

const testimonial = (id: string, name: string): Testimonial => ({
  id,
  name,
  position: 'Marketing Head',
  company: `${name} Pvt Ltd`,
  testimonial: `${name} loved the campaign.`,
  image: '/images/seed/person.svg',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

describe('HomeTestimonials', () => {
  it('shows the loading text, then the 3 newest testimonials in the order the server gives', async () => {
    let order: string | null = null;
    server.use(
      http.get(`${testOrigin}/rest/v1/testimonials`, ({ request }) => {
        order = new URL(request.url).searchParams.get('order');
        return HttpResponse.json(['Anita', 'Bala', 'Chitra', 'Deepak'].map((name, index) => testimonial(String(index), name)));
      }),
    );
    renderWithProviders(<HomeTestimonials />);
    expect(screen.getByText('Loading testimonials...')).toBeInTheDocument();
    expect(await screen.findByText('Anita loved the campaign.')).toBeInTheDocument();
    expect(screen.getByText('Bala loved the campaign.')).toBeInTheDocument();
    expect(screen.getByText('Chitra loved the campaign.')).toBeInTheDocument();
    expect(screen.queryByText('Deepak loved the campaign.')).not.toBeInTheDocument();
    expect(screen.getByText('Marketing Head, Anita Pvt Ltd')).toBeInTheDocument();
    expect(screen.queryByText('Loading testimonials...')).not.toBeInTheDocument();
    expect(order).toBe('created_at.desc');
  });
});
