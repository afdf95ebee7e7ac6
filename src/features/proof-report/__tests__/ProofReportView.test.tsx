import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { ProofReportView } from '../components/ProofReportView';
import type { ProofReport } from '../types';

const functionUrl = `${testOrigin}/functions/v1/proof-report`;

const report: NonNullable<ProofReport> = {
  reference: 'CP-C0A10004',
  title: 'Year-end sale, four sites',
  customer: 'Marina Mart',
  status: 'confirmed',
  complete: false,
  sites: [
    {
      code: 'CHN-KTP-001',
      name: 'Kathipara junction unipole',
      locality: 'Kathipara',
      address: 'Kathipara cloverleaf, Guindy',
      latitude: 13.007,
      longitude: 80.205,
      format: 'unipole',
      starts_on: '2026-11-24',
      ends_on: '2026-12-23',
      approved_at: '2026-11-25T14:51:00Z',
      photos: [
        { shot: 'close_up', taken_at: '2026-11-25T10:55:00Z', distance_m: 24, url: `${testOrigin}/storage/v1/object/sign/proofs/a.jpg?token=t` },
        { shot: 'approach', taken_at: '2026-11-25T10:59:00Z', distance_m: null, url: null },
      ],
    },
    { code: 'CHN-GST-002', name: 'Meenambakkam unipole', locality: 'GST Road', address: null, latitude: 12.98, longitude: 80.17, format: 'unipole', starts_on: '2026-11-24', ends_on: '2026-12-23', approved_at: null, photos: [] },
  ],
};

function answer(status: number, body: JsonBodyType) {
  const tokens: unknown[] = [];
  server.use(
    http.post(functionUrl, async ({ request }) => {
      tokens.push(((await request.json()) as { token: string }).token);
      return HttpResponse.json(body, { status });
    }),
  );
  return tokens;
}

describe('ProofReportView', () => {
  it('shows each approved photo with the time the server received it, in India time, and its distance from the site', async () => {
    const tokens = answer(200, report);
    renderWithProviders(<ProofReportView token="SecretToken" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Proof of display CP-C0A10004' })).toBeInTheDocument();
    expect(tokens).toEqual(['SecretToken']);
    expect(screen.getByText(/1 of 2 sites checked and approved so far/)).toBeInTheDocument();
    const site = screen.getByRole('article', { name: /CHN-KTP-001/ });
    expect(within(site).getByRole('img', { name: 'Close-up: CHN-KTP-001, Kathipara junction unipole' })).toBeInTheDocument();
    expect(within(site).getByText(/Received 25 Nov 2026, 4:25 pm IST · 24 m from the site/)).toBeInTheDocument();
    expect(within(site).getByText(/No location from the phone/)).toBeInTheDocument();
    expect(within(site).getByText('The photo could not be loaded')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /CHN-GST-002/ })).getByText('Awaiting its photos')).toBeInTheDocument();
  });

  it('says a wrong or withdrawn link is not valid, and shows nothing else', async () => {
    answer(404, { error: 'This proof report link is not valid, or it has been withdrawn. Ask us for a new one.' });
    renderWithProviders(<ProofReportView token="Wrong" />);
    expect(await screen.findByText('This proof report link is not valid, or it has been withdrawn. Ask us for a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads the report again every 8 minutes while it is open, before its photos\' ten-minute links lapse, keeping it on screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const tokens = answer(200, report);
      renderWithProviders(<ProofReportView token="SecretToken" />);
      await screen.findByRole('heading', { level: 1, name: 'Proof of display CP-C0A10004' });
      await vi.advanceTimersByTimeAsync(7 * 60_000);
      expect(tokens).toEqual(['SecretToken']);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(tokens).toEqual(['SecretToken', 'SecretToken']));
      expect(screen.getByRole('heading', { level: 1, name: 'Proof of display CP-C0A10004' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
