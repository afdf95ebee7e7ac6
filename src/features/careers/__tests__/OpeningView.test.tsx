import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { OpeningView } from '../components/OpeningView';
import { openingDay } from '../opening-dates';
import { dayFromToday, opening } from './fixtures';

const openingsUrl = `${testOrigin}/rest/v1/job_openings`;

/** PostgREST for one opening by its slug (`slug=eq.x`, answered as a single object), recording the queries. */
function useOpening(row: ReturnType<typeof opening> | null) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(openingsUrl, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(row && query.get('slug') === `eq.${row.slug}` ? [row] : []);
    }),
  );
  return queries;
}

function renderOpening(slug: string) {
  return renderWithProviders(<OpeningView slug={slug} />, { path: `/careers/${slug}` });
}

describe('an opening\'s page', () => {
  it('shows the opening: title, facts, its description in paragraphs, its JobPosting and the form to apply', async () => {
    const sales = opening({ published_at: '2026-11-17T20:00:00Z' });
    const queries = useOpening(sales);
    renderOpening('sales-executive-omr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales executive, OMR and ECR' })).toBeInTheDocument();
    const facts = screen.getAllByRole('list')[0] as HTMLElement;
    expect(within(facts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Location: Chennai (Guindy)',
      'Kind of work: Full time',
      // Published at 1:30 in the morning of the 18th, India time.
      'Posted Nov 18, 2026',
      `Applications close ${openingDay(sales.closes_on as string)}`,
    ]);
    expect(screen.getByText('Sell outdoor media along OMR and ECR.').tagName).toBe('P');
    expect(screen.getByText('Tamil and English, a two-wheeler and a year of field sales.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'All openings' })).toHaveAttribute('href', '/careers');

    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: 'Sales executive, OMR and ECR', employmentType: 'FULL_TIME' });

    // The form's code loads apart.
    const form = await screen.findByRole('form', { name: 'Job application' });
    expect(within(form).getByRole('button', { name: 'Send Application' })).toBeInTheDocument();
    expect(screen.queryByText('Applications closed')).toBeNull();
    expect(queries[0]?.get('status')).toBe('eq.published');
    expect(queries[0]?.get('published_at')).toMatch(/^lte\./);
  });

  it('still takes applications on its closing day (India time)', async () => {
    useOpening(opening({ closes_on: dayFromToday(0) }));
    renderOpening('sales-executive-omr');
    expect(await screen.findByRole('form', { name: 'Job application' })).toBeInTheDocument();
  });

  it('says applications are closed in place of the form once the closing day has passed', async () => {
    const closesOn = dayFromToday(-1);
    useOpening(opening({ closes_on: closesOn }));
    renderOpening('sales-executive-omr');
    expect(await screen.findByRole('heading', { level: 2, name: 'Applications closed' })).toBeInTheDocument();
    expect(screen.getByText(`This opening took its last applications on ${openingDay(closesOn)}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our other openings' })).toHaveAttribute('href', '/careers');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByText(/^Applications close /)).toBeNull();
    // The description stays: a shared link still says what the job was.
    expect(screen.getByText('Sell outdoor media along OMR and ECR.')).toBeInTheDocument();
  });

  it('shows the not-found text for an address without a visible opening, and asks nothing for one the table cannot hold', async () => {
    const queries = useOpening(null);
    const view = renderOpening('no-such-opening');
    expect(await screen.findByRole('heading', { level: 1, name: 'Opening Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Our Openings' })).toHaveAttribute('href', '/careers');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(queries).toHaveLength(1);
    view.unmount();

    renderOpening('Not A Slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Opening Not Found' })).toBeInTheDocument();
    expect(queries).toHaveLength(1);
  });
});
