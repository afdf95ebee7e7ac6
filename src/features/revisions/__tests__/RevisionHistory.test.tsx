import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { RevisionHistory } from '../admin';

/** docs/product.md §10, Revisions: the list, the comparison with the current record, and 'Restore this version'. */

const rowId = '3f0c8a9e-2b1d-4c5e-9f70-1a2b3c4d5e6f';
const current = { id: rowId, name: 'Apollo Hospitals', industry: 'Healthcare', logo: '/images/seed/apollo.svg' };
const revision = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  table_name: 'clients',
  row_id: rowId,
  data: { ...current, name: 'Apollo' },
  replaced_at: '2026-11-20T10:15:00Z',
  replaced_by: null,
  replaced_by_name: 'Meera Krishnan',
};
const fields = { name: 'Client Name', logo: 'Logo URL', industry: 'Industry' };

function setup({ canRestore = true } = {}) {
  const restored = vi.fn();
  let rpcBody: unknown;
  server.use(
    http.get(`${testOrigin}/rest/v1/content_revisions`, () => HttpResponse.json([revision])),
    http.post(`${testOrigin}/rest/v1/rpc/restore_revision`, async ({ request }) => {
      rpcBody = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${testOrigin}/rest/v1/clients`, () => HttpResponse.json({ ...current, name: 'Apollo' })),
  );
  renderAdmin(
    <RevisionHistory table="clients" rowId={rowId} current={current} fields={fields} canRestore={canRestore} invalidates={['clients']} onRestored={restored} />,
  );
  return { restored, rpcBody: () => rpcBody, user: userEvent.setup({ delay: null }) };
}

describe('RevisionHistory', () => {
  it('lists who replaced each version and compares it with the current record, changed fields only', async () => {
    const { user } = setup();
    const item = (await screen.findByText(/by/, { selector: 'p' })).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Replaced Nov 20, 2026');
    expect(item).toHaveTextContent('by Meera Krishnan');
    await user.click(within(item).getByRole('button', { name: 'Compare with current' }));
    const rows = within(item).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['FieldThis versionCurrent', 'Client NameApolloApollo Hospitals']);
  });

  it('says on each line, without a click, what that save changed: against the next newer version, or the record for the newest', async () => {
    const older = {
      ...revision,
      id: 'a1b2c3d4-0000-4000-8000-000000000002',
      data: { ...current, name: 'Apollo', industry: 'Hospitals', logo: '/images/seed/old.svg' },
      replaced_at: '2026-11-19T10:15:00Z',
      replaced_by_name: 'Arjun Raghunathan',
    };
    server.use(http.get(`${testOrigin}/rest/v1/content_revisions`, () => HttpResponse.json([revision, older])));
    renderAdmin(<RevisionHistory table="clients" rowId={rowId} current={current} fields={fields} canRestore={false} invalidates={['clients']} onRestored={vi.fn()} />);
    const items = await screen.findAllByRole('listitem');
    // The newest version had 'Apollo', the record now says 'Apollo Hospitals'; the older one differed from the newest in logo and industry.
    expect(items[0]).toHaveTextContent('Changed the client name only');
    expect(items[1]).toHaveTextContent('Changed the logo URL and the industry');
    expect(within(items[1]!).getByRole('button', { name: 'Compare with current' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('restores after confirming, then hands the stored record to the form', async () => {
    const { user, restored, rpcBody } = setup();
    await user.click(await screen.findByRole('button', { name: /^Restore this version/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('status')).toHaveTextContent('was restored. The form shows it now.');
    expect(rpcBody()).toEqual({ revision_id: revision.id });
    expect(restored).toHaveBeenCalledWith({ ...current, name: 'Apollo' });
  });

  it('offers no restore to those who may not edit', async () => {
    setup({ canRestore: false });
    await screen.findByRole('button', { name: 'Compare with current' });
    expect(screen.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
  });
});
