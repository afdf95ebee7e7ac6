import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { useSubmission } from '@/lib/submission';
import { http, HttpResponse } from 'msw';
import { savedLeadExtras } from '@/testing/saved-lead';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { NewsletterPopup } from '../components/NewsletterPopup';
import { POPUP_DELAY_MS, VISIT_MEMORY_MS, VISITED_STORAGE_KEY } from '../visits';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Fake timers drive the 20 s delay and the 3 s thank-you. vi.waitFor moves fake time on by its
 * interval while it polls, so waits inside a timing under test use interval 0.
 */
async function waitForPopup() {
  return vi.waitFor(() => screen.getByRole('dialog', { name: 'Get Outdoor Advertising Insights' }), { timeout: 5000 });
}

function recordSubscriptions() {
  const requests: { url: URL; prefer: string | null; body: unknown }[] = [];
  server.use(
    http.post(`${testOrigin}/rest/v1/newsletter_subscribers`, async ({ request }) => {
      requests.push({ url: new URL(request.url), prefer: request.headers.get('prefer'), body: await request.json() });
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return requests;
}

// Load the lazy dialog's module once up front, so no test pays for compiling it.
beforeAll(() => import('../components/NewsletterDialog'));
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  // A form sent in one test (sessionStorage: this visit) is not sent in the next.
  sessionStorage.clear();
});

describe('NewsletterPopup', () => {
  it('appears 20 s after load on a first visit and remembers the visit', async () => {
    const loadedAt = Date.now();
    renderWithProviders(<NewsletterPopup />);
    await advance(POPUP_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    expect(await waitForPopup()).toBeInTheDocument();
    expect(Number(localStorage.getItem(VISITED_STORAGE_KEY))).toBe(loadedAt + POPUP_DELAY_MS);
  });

  it('stays away within 20 minutes of a visit, and comes back after', async () => {
    localStorage.setItem(VISITED_STORAGE_KEY, String(Date.now() - VISIT_MEMORY_MS + 60_000));
    const first = renderWithProviders(<NewsletterPopup />);
    await advance(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    localStorage.setItem(VISITED_STORAGE_KEY, String(Date.now() - VISIT_MEMORY_MS - 1));
    renderWithProviders(<NewsletterPopup />);
    await advance(POPUP_DELAY_MS);
    expect(await waitForPopup()).toBeInTheDocument();
  });

  it('never follows a form the visitor has sent in this visit (a booking, a message)', async () => {
    const sending = renderHook(() => useSubmission(async () => undefined));
    act(() => sending.result.current.submit(undefined));
    await vi.waitFor(() => expect(sending.result.current.isSuccess).toBe(true), { interval: 0 });
    renderWithProviders(<NewsletterPopup />);
    await advance(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects a malformed address with the docs/product.md §5 message and sends nothing', async () => {
    const requests = recordSubscriptions();
    renderWithProviders(<NewsletterPopup />);
    await advance(POPUP_DELAY_MS);
    await waitForPopup();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'priya@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await vi.waitFor(() => screen.getByText('Please enter a valid email address'))).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await vi.waitFor(() => screen.getByText('Please enter a valid email address'))).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('saves the address (the database skips a known one and answers the same), thanks, and closes 3 s later', async () => {
    const requests = recordSubscriptions();
    renderWithProviders(<NewsletterPopup />);
    await advance(POPUP_DELAY_MS);
    await waitForPopup();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: '  Priya@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    // interval 0: poll without moving the fake clock, so the 3 s below count from the thank-you.
    expect(await vi.waitFor(() => screen.getByRole('status'), { interval: 0, timeout: 5000 })).toHaveTextContent('Thank you for subscribing!');
    expect(requests).toHaveLength(1);
    expect(requests[0].url.searchParams.get('on_conflict')).toBeNull();
    expect(requests[0].body).toEqual({ email: 'priya@example.com', source: 'popup', ...savedLeadExtras });

    await advance(2999);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the form and says so when the save fails', async () => {
    server.use(http.post(`${testOrigin}/rest/v1/newsletter_subscribers`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithProviders(<NewsletterPopup />);
    await advance(POPUP_DELAY_MS);
    await waitForPopup();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'priya@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await vi.waitFor(() => screen.getByRole('alert'))).toHaveTextContent('We could not save your subscription. Please try again.');
    expect(screen.getByLabelText('Email address')).toHaveValue('priya@example.com');
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }))],
  ])('is dismissed with %s', async (_, dismiss) => {
    renderWithProviders(<NewsletterPopup />);
    await advance(POPUP_DELAY_MS);
    await waitForPopup();
    dismiss();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
