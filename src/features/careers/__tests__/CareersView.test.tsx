import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { CareersView } from '../components/CareersView';
import { openingDay } from '../opening-dates';
import { dayFromToday, opening } from './fixtures';

const openingsUrl = `${testOrigin}/rest/v1/job_openings`;

/** PostgREST for job_openings, recording each request's query. */
function useOpenings(rows: unknown[] | Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(openingsUrl, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return rows instanceof Response ? rows : HttpResponse.json(rows);
    }),
  );
  return queries;
}

const sales = opening();
const crew = opening({ id: 'crew', slug: 'field-mounting-crew', title: 'Field mounting crew', location: 'Chennai, travelling across Tamil Nadu', closes_on: null });
const intern = opening({ id: 'intern', slug: 'design-intern', title: 'Design intern', employment_type: 'internship', closes_on: dayFromToday(-1) });

describe('the careers page', () => {
  it('lists the published, due openings newest first, each with its facts and a link to its page', async () => {
    const queries = useOpenings([sales, crew, intern]);
    renderWithProviders(<CareersView />, { path: '/careers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Sales executive, OMR and ECR', 'Field mounting crew', 'Design intern']);

    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Location: Chennai (Guindy)');
    expect(first).toHaveTextContent('Kind of work: Full time');
    expect(within(first).getByText(`Applications close ${openingDay(sales.closes_on as string)}`)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Read more and apply: Sales executive, OMR and ECR' })).toHaveAttribute('href', '/careers/sales-executive-omr');

    // Without a closing day, no closing line; past it, closed.
    expect(second).not.toHaveTextContent(/Applications clos/);
    expect(third).toHaveTextContent('Kind of work: Internship');
    expect(within(third).getByText('Applications closed')).toBeInTheDocument();
    expect(within(third).getByRole('link', { name: 'Read more: Design intern' })).toHaveAttribute('href', '/careers/design-intern');

    // What visitors see, and only the public columns (signed-in staff browsing the site too).
    const query = queries[0] as URLSearchParams;
    expect(query.get('select')?.replace(/\s/g, '')).toBe('id,slug,title,location,employment_type,description,closes_on,published_at,updated_at');
    expect(query.get('status')).toBe('eq.published');
    expect(query.get('published_at')).toMatch(/^lte\./);
    expect(query.get('order')).toBe('published_at.desc');
  });

  it('says so when there is no opening', async () => {
    useOpenings([]);
    renderWithProviders(<CareersView />, { path: '/careers' });
    expect(await screen.findByText('We have no openings right now. New ones appear here first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@chennaioutdoormedia.in' })).toHaveAttribute('href', 'mailto:hello@chennaioutdoormedia.in');
  });

  it('shows the load error when the openings cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useOpenings(HttpResponse.json({ message: 'The database is resting.' }, { status: 500 }));
    renderWithProviders(<CareersView />, { path: '/careers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Openings' })).toBeInTheDocument();
    expect(screen.getByText('The database is resting.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
