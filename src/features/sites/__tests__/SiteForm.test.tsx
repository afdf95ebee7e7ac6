import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { SiteForm } from '../components/admin/SiteForm';

/** docs/product.md §11, Admin 'Sites': a site's licence (docs/decisions/054), saved after the site. */

const siteId = '6c1f3d2a-0000-4000-8000-000000000014';
const site = {
  id: siteId,
  code: 'CHN-OMR-014',
  name: 'OMR Thoraipakkam',
  locality: 'Thoraipakkam',
  address: null,
  latitude: 12.94,
  longitude: 80.23,
  format: 'hoarding',
  width_ft: 40,
  height_ft: 20,
  lighting: 'front_lit',
  facing: null,
  daily_traffic: null,
  monthly_rate: 120000,
  photos: [],
  published: true,
};

type Licence = { licence_number: string; authority: string; valid_until: string; stability_valid_until: string | null } | null;

function setup(licence: Licence) {
  const calls: string[] = [];
  const upserts: { url: URL; body: unknown }[] = [];
  const deletes: URL[] = [];
  server.use(
    http.get(`${testOrigin}/rest/v1/sites`, () => HttpResponse.json({ ...site, licence })),
    http.patch(`${testOrigin}/rest/v1/sites`, () => {
      calls.push('site');
      return HttpResponse.json([{ id: siteId }]);
    }),
    http.post(`${testOrigin}/rest/v1/site_licences`, async ({ request }) => {
      calls.push('licence');
      upserts.push({ url: new URL(request.url), body: await request.json() });
      return HttpResponse.json([{ id: 'l1' }], { status: 201 });
    }),
    http.delete(`${testOrigin}/rest/v1/site_licences`, ({ request }) => {
      calls.push('licence removed');
      deletes.push(new URL(request.url));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderAdmin(<SiteForm id={siteId} canEdit />, {
    path: `/admin/sites/${siteId}/edit`,
    routePath: '/admin/sites/:id/edit',
    extraRoutes: [{ path: '/admin/sites', element: <p>Sites list</p> }],
  });
  return { user: userEvent.setup({ delay: null }), calls, upserts, deletes };
}

describe('SiteForm: the licence', () => {
  it('asks for the valid-until date when a licence number is given, in a sentence, and saves nothing', async () => {
    const { user, calls } = setup(null);
    await user.type(await screen.findByLabelText('Licence number'), 'GCC/ADV/2026/0014');
    await user.click(screen.getByRole('button', { name: 'Update Site' }));
    expect(await screen.findByText('Enter the date the licence is valid until: a licence number needs it.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks for the number when only dates are given', async () => {
    const { user, calls } = setup(null);
    await user.type(await screen.findByLabelText('Stability certificate valid until'), '2027-05-31');
    await user.click(screen.getByRole('button', { name: 'Update Site' }));
    expect(await screen.findByText('Enter the licence number, or clear the licence dates.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves the licence by site after the site, with the typed name of an authority not in the list', async () => {
    const { user, calls, upserts } = setup(null);
    await user.type(await screen.findByLabelText('Licence number'), 'KPM/ADV/77');
    expect(screen.queryByLabelText('Name of the authority')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Issuing authority'), 'Other…');
    await user.click(screen.getByRole('button', { name: 'Update Site' }));
    expect(await screen.findByText('Enter the name of the authority that issued the licence.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name of the authority'), 'Kanchipuram Municipality');
    await user.type(screen.getByLabelText('Valid until'), '2027-03-31');
    await user.click(screen.getByRole('button', { name: 'Update Site' }));
    await screen.findByText('Sites list');
    expect(calls).toEqual(['site', 'licence']);
    expect(upserts[0]!.url.searchParams.get('on_conflict')).toBe('site_id');
    expect(upserts[0]!.body).toEqual({
      site_id: siteId,
      licence_number: 'KPM/ADV/77',
      authority: 'Kanchipuram Municipality',
      valid_until: '2027-03-31',
      stability_valid_until: null,
    });
  });

  it('shows the stored licence, and removes it when its fields are cleared', async () => {
    const { user, calls, deletes } = setup({ licence_number: 'GCC/ADV/2026/0014', authority: 'Avadi City Municipal Corporation', valid_until: '2027-12-31', stability_valid_until: '2027-05-31' });
    const number = await screen.findByLabelText('Licence number');
    expect(number).toHaveValue('GCC/ADV/2026/0014');
    expect(screen.getByLabelText('Issuing authority')).toHaveValue('Avadi City Municipal Corporation');
    expect(screen.getByLabelText('Valid until')).toHaveValue('2027-12-31');
    await user.clear(number);
    await user.clear(screen.getByLabelText('Valid until'));
    await user.clear(screen.getByLabelText('Stability certificate valid until'));
    await user.click(screen.getByRole('button', { name: 'Update Site' }));
    await screen.findByText('Sites list');
    expect(calls).toEqual(['site', 'licence removed']);
    expect(deletes[0]!.searchParams.get('site_id')).toBe(`eq.${siteId}`);
  });
});
