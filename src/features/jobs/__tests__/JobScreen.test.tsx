import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { addDays, today } from '@/lib/calendar-days';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { JobScreen } from '../components/admin/JobScreen';

/** docs/product.md §14, a job's page: the site, crew, creative, each required shot's latest photo with what the server saw, Approve and re-shoot. */

const jobId = '10b00001-5eed-4000-8000-000000000001';
const campaignId = 'c0a10004-5eed-4000-8000-000000000004';
const crewId = '5eed0000-0000-4000-8000-000000000007';
const site = {
  id: '6c1f3d2a-0000-4000-8000-000000000002',
  code: 'CHN-GST-002',
  name: 'Meenambakkam unipole',
  locality: 'GST Road',
  address: 'GST Road at Meenambakkam',
  lighting: 'front_lit',
  latitude: 12.9866,
  longitude: 80.179,
  photos: ['/images/seed/gallery/kathipara-unipole.svg'],
};
const job = {
  id: jobId,
  campaign_id: campaignId,
  line_id: '7b000000-0000-4000-8000-000000000001',
  site_id: site.id,
  kind: 'mounting',
  due_on: addDays(today(), -2),
  assignee_id: crewId,
  state: 'mounted',
  reshoot_reason: null,
  reshoot_at: null,
  creative_path: `creatives/${campaignId}/year-end-sale-artwork.jpg`,
  creative_preview_path: null,
  approved_by: null,
  approved_at: null,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-25T10:00:00Z',
  site,
  campaign: { id: campaignId, reference: 'CP-C0A10004', title: 'Year-end sale, four sites', status: 'confirmed' },
};

/** A photo received at `taken_at` (UTC) of `shot`. */
function photo(shot: string, taken_at: string, extra: Record<string, unknown> = {}) {
  const id = `9f0001${String(['close_up', 'approach', 'newspaper', 'night'].indexOf(shot) + 1).padStart(2, '0')}-5eed-4000-8000-000000000001`;
  return {
    id,
    job_id: jobId,
    shot,
    object_path: `photos/${jobId}/${id}.jpg`,
    taken_at,
    uploaded_by: crewId,
    phone_time: taken_at,
    latitude: 12.9867,
    longitude: 80.1792,
    accuracy_m: 8,
    distance_m: 24,
    exif_taken_at: null,
    exif_latitude: null,
    exif_longitude: null,
    captured: true,
    flags: [],
    crew_note: null,
    rejected_at: null,
    rejected_reason: null,
    rejected_by: null,
    created_at: taken_at,
    ...extra,
  };
}

const photos = [
  // Newest first, as asked for: an older close-up that no longer counts comes after the newer one.
  photo('night', '2026-11-25T14:20:00Z', { distance_m: 212, flags: ['far'], crew_note: 'The road in front is dug up; taken from the far kerb.' }),
  photo('newspaper', '2026-11-25T04:40:00Z', { phone_time: '2026-11-25T05:07:00Z', exif_taken_at: '2026-11-24T18:00:00Z', exif_latitude: 12.99, exif_longitude: 80.179 }),
  photo('approach', '2026-11-25T04:36:00Z', { latitude: null, longitude: null, accuracy_m: null, distance_m: null, captured: false, flags: ['no_fix', 'gallery'] }),
  photo('close_up', '2026-11-25T04:32:00Z'),
  { ...photo('close_up', '2026-11-24T04:00:00Z'), id: 'old', object_path: `photos/${jobId}/old.jpg`, distance_m: 999 },
];

type Options = { state?: string; patchReply?: () => Response; campaignStatus?: string };

function setup({ state = 'mounted', patchReply, campaignStatus = 'confirmed' }: Options = {}) {
  let current: Record<string, unknown> = { ...job, state };
  const patches: Array<{ url: URL; body: Record<string, unknown> }> = [];
  const uploads: string[] = [];
  const reports: unknown[] = [];
  server.use(
    // The count of the campaign's jobs still waiting after an approval (a HEAD request): none once it is live.
    http.head(`${testOrigin}/rest/v1/mounting_jobs`, () => new HttpResponse(null, { headers: { 'Content-Range': `*/${campaignStatus === 'live' ? 0 : 2}` } })),
    http.get(`${testOrigin}/rest/v1/mounting_jobs`, () => HttpResponse.json([current])),
    http.patch(`${testOrigin}/rest/v1/mounting_jobs`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ url: new URL(request.url), body });
      if (patchReply) return patchReply();
      current = { ...current, ...body, updated_at: new Date().toISOString() };
      return HttpResponse.json([{ id: jobId }]);
    }),
    http.get(`${testOrigin}/rest/v1/proof_photos`, () => HttpResponse.json(photos)),
    http.get(`${testOrigin}/rest/v1/campaigns`, () => HttpResponse.json([{ status: campaignStatus }])),
    http.get(`${testOrigin}/rest/v1/sales_settings`, () => HttpResponse.json({ proof_distance_m: 150 })),
    http.post(`${testOrigin}/rest/v1/rpc/crew_members`, () =>
      HttpResponse.json([
        { id: crewId, full_name: 'Karthik Murugan', email: 'crew@example.com' },
        { id: 'c4e00000-0000-4000-8000-000000000002', full_name: '', email: 'crew2@example.com' },
      ]),
    ),
    http.post(`${testOrigin}/rest/v1/rpc/lead_workers`, () => HttpResponse.json([{ id: 'u1', email: 'sales@example.com', full_name: 'Divya Natarajan', role: 'sales' }])),
    // The last approval sends the client the proof report (docs/decisions/057).
    http.post(`${testOrigin}/functions/v1/proof-report`, async ({ request }) => {
      reports.push(await request.json());
      return HttpResponse.json({ url: 'http://localhost/proof/ReportLinkToken', email: 'sent' });
    }),
    http.post(`${testOrigin}/functions/v1/proof-files`, async ({ request }) => {
      const { files } = (await request.json()) as { files: Array<{ path: string }> };
      return HttpResponse.json({ urls: files.map(({ path }) => `${testOrigin}/storage/v1/object/sign/proofs/${path}?token=t`) });
    }),
    http.post(`${testOrigin}/storage/v1/object/proofs/*`, ({ request }) => {
      uploads.push(decodeURIComponent(new URL(request.url).pathname.replace('/storage/v1/object/proofs/', '')));
      return HttpResponse.json({ Key: 'proofs/x', Id: 'x' });
    }),
  );
  renderAdmin(<JobScreen id={jobId} canManageJobs />, { path: `/admin/jobs/${jobId}` });
  return { user: userEvent.setup({ delay: null }), patches, uploads, reports };
}

const shotCard = (name: string) => screen.getByRole('article', { name });

describe('JobScreen', () => {
  it("shows the site, the due day and each required shot's latest photo with the server's time and the distance", async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mounting job CHN-GST-002' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'The job' });
    expect(facts).toHaveTextContent('GST Road, GST Road at Meenambakkam');
    expect(facts).toHaveTextContent('Front-lit');
    expect(within(facts).getByText('Overdue')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: /CP-C0A10004/ })).toHaveAttribute('href', `/admin/campaigns/${campaignId}`);
    expect(within(facts).getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12.9866,80.179');

    // A lit site: four shots, each with its newest photo (India time is UTC + 5:30).
    const closeUp = await screen.findByRole('article', { name: 'Close-up' });
    await waitFor(() => expect(within(closeUp).getByRole('img')).toHaveAttribute('src', expect.stringContaining('9f000101')));
    expect(closeUp).toHaveTextContent('ReceivedNov 25, 2026, 10:02 AM IST');
    expect(closeUp).toHaveTextContent('From the site24 m');
    expect(closeUp).toHaveTextContent("Phone's accuracy± 8 m");
    expect(closeUp).not.toHaveTextContent("Phone's clock");
    expect(shotCard('Night')).toHaveTextContent('Farther than 150 m from the site');
    expect(shotCard('Night')).toHaveTextContent("Crew's note: “The road in front is dug up; taken from the far kerb.”");
    expect(shotCard('Night')).toHaveTextContent('From the site212 m');
    expect(shotCard('Approach')).toHaveTextContent('No location fix');
    expect(shotCard('Approach')).toHaveTextContent('Picked from the gallery, not taken on the spot');
    const newspaper = shotCard('Newspaper');
    expect(newspaper).toHaveTextContent("Phone's clockNov 25, 2026, 10:37 AM IST (27 minutes ahead)");
    expect(newspaper).toHaveTextContent("Photo's own date (EXIF)Nov 24, 2026, 11:30 PM IST");
    expect(newspaper).toHaveTextContent("Photo's own position (EXIF)12.99000, 80.17900, 378 m from the site");
    expect(screen.getByRole('region', { name: 'Photos' })).toHaveTextContent('4 of 4 required photos in');
    expect(within(screen.getByRole('article', { name: 'The site, for comparison' })).getByRole('img')).toHaveAttribute('src', site.photos[0]);
    // The creative, signed like the photos.
    expect(within(screen.getByRole('region', { name: 'Creative' })).getByRole('img', { name: /year-end-sale-artwork\.jpg/ })).toHaveAttribute('src', expect.stringContaining('/object/sign/proofs/creatives/'));
  });

  it('approves a mounted job, says when its campaign is live and sends the client the proof report', async () => {
    const { user, patches, reports } = setup({ campaignStatus: 'live' });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved. Every job of CP-C0A10004 is approved: the campaign is live.')).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Proof report link' })).toHaveTextContent('Proof report of CP-C0A10004 sent.');
    expect(reports).toEqual([{ send: campaignId }]);
    expect(patches[0].body).toEqual({ state: 'approved' });
    expect(patches[0].url.searchParams.get('id')).toBe(`eq.${jobId}`);
    // Approved now: no Approve button, and the state says so.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it("shows the database's refusal as its sentence", async () => {
    const { user } = setup({
      patchReply: () => HttpResponse.json({ code: 'PT409', message: 'Only a job whose photos are all in can be approved.', details: null, hint: null }, { status: 409 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The job was not approved');
    expect(alert).toHaveTextContent('Only a job whose photos are all in can be approved.');
  });

  it('asks for a re-shoot only with a reason of at most 500 characters', async () => {
    const { user, patches } = setup();
    const ask = await screen.findByRole('button', { name: 'Ask for a re-shoot' });
    await user.click(ask);
    expect(await screen.findByText('Say why the photos must be taken again: a re-shoot needs a reason.')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Why take them again\?/));
    await user.paste('x'.repeat(501));
    await user.click(ask);
    expect(await screen.findByText('Use at most 500 characters')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Why take them again\?/));
    await user.type(screen.getByLabelText(/^Why take them again\?/), 'The night shot is from the next road.');
    await user.click(ask);
    expect(await screen.findByText(/A re-shoot was asked: the crew see your reason/)).toBeInTheDocument();
    expect(patches[0].body).toEqual({ state: 'reshoot', reshoot_reason: 'The night shot is from the next road.' });
  });

  it('asks again for one shot with its reason, and shows a shot asked again as no longer counting (decision 097)', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/ask_for_shots_again`, async ({ request }) => {
        asked.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = setup();
    const approach = await screen.findByRole('button', { name: 'Ask for this photo again: Approach' });
    await user.click(approach);
    await user.click(within(shotCard('Approach')).getByRole('button', { name: 'Ask again' }));
    expect(within(shotCard('Approach')).getByText('Say why this photo must be taken again: the crew read it on their job.')).toBeInTheDocument();
    await user.type(within(shotCard('Approach')).getByLabelText(/^Why take the approach again\?/), 'Taken from the gallery: take it at the site.');
    await user.click(within(shotCard('Approach')).getByRole('button', { name: 'Ask again' }));
    await waitFor(() => expect(asked).toEqual([{ job: jobId, shots: [{ shot: 'approach', reason: 'Taken from the gallery: take it at the site.' }] }]));
  });

  it('waits for photos on a job to do, without Approve or re-shoot', async () => {
    setup({ state: 'todo' });
    expect(await screen.findByText("Waiting for the crew's photos: the job can be approved once every required shot is in.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for a re-shoot' })).toBeNull();
  });

  it('assigns the job to a crew member', async () => {
    const { user, patches } = setup();
    const select = await screen.findByLabelText(/^Assigned to/);
    await waitFor(() => expect(select).toHaveDisplayValue('Karthik Murugan'));
    expect(within(select).getByRole('option', { name: 'Nobody yet' })).toBeInTheDocument();
    await user.selectOptions(select, 'crew2@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(patches[0].body).toEqual({ assignee_id: 'c4e00000-0000-4000-8000-000000000002' });
  });

  it('uploads a PDF creative with its preview to every job of the campaign', async () => {
    const { user, patches, uploads } = setup();
    const creative = await screen.findByRole('region', { name: 'Creative' });
    const pdf = new File(['%PDF-1.7'], 'Year End Sale FINAL (v2).pdf', { type: 'application/pdf' });
    await user.upload(within(creative).getByLabelText(/^New artwork/), pdf);
    await user.click(within(creative).getByRole('button', { name: 'Upload creative' }));
    expect(await within(creative).findByText('A PDF needs a preview image the crew can see on a phone.')).toBeInTheDocument();
    await user.upload(within(creative).getByLabelText(/^Preview image/), new File(['png'], 'preview.png', { type: 'image/png' }));
    await user.click(within(creative).getByLabelText('Apply to every job of this campaign'));
    await user.click(within(creative).getByRole('button', { name: 'Upload creative' }));
    expect(await within(creative).findByText('The creative is set on the one job of CP-C0A10004.')).toBeInTheDocument();
    expect(uploads).toHaveLength(2);
    expect(uploads[0]).toMatch(new RegExp(`^creatives/${campaignId}/year-end-sale-final-v2-[0-9a-f]{8}\\.pdf$`));
    expect(uploads[1]).toBe(uploads[0].replace('.pdf', '-preview.png'));
    expect(patches[0].body).toEqual({ creative_path: uploads[0], creative_preview_path: uploads[1] });
    expect(patches[0].url.searchParams.get('campaign_id')).toBe(`eq.${campaignId}`);
  });

  it('refuses a creative that is not an image or a PDF', async () => {
    const { uploads } = setup();
    // A browser's file dialog can be told to show every file: the page checks the type itself.
    const user = userEvent.setup({ applyAccept: false });
    const creative = await screen.findByRole('region', { name: 'Creative' });
    await user.upload(within(creative).getByLabelText(/^New artwork/), new File(['x'], 'artwork.gif', { type: 'image/gif' }));
    await user.click(within(creative).getByRole('button', { name: 'Upload creative' }));
    expect(await within(creative).findByText('The artwork must be a JPEG, PNG or WebP image, or a PDF.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('shows staff who do not manage jobs a sentence', () => {
    renderAdmin(<JobScreen id={jobId} canManageJobs={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Mounting jobs can only be seen by admins and sales staff');
  });
});
