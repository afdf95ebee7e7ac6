import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { field, renderAdmin } from '@/components/admin/__tests__/helpers';
import { contentTypes } from '@/config/content-types';
import { describedSchema, type ContentDescription } from '@/lib/content-description';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { testOrigin } from '@/testing/rest';
import { SimpleContentForm } from '../components/SimpleContentForm';
import { SimpleContentList } from '../components/SimpleContentList';

/** The job openings, the simple type the careers page has (src/config/content-types.ts). */
const openings = contentTypes.job_openings.simple as ContentDescription;
const url = `${testOrigin}/rest/v1/job_openings`;

function opening(id: string, title: string, more: Record<string, unknown> = {}) {
  return {
    id,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    location: 'Chennai (Guindy)',
    employment_type: 'full_time',
    description: 'Mount hoardings.',
    closes_on: null,
    status: 'published',
    published_at: '2025-01-01T04:30:00Z',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...more,
  };
}

function renderList(rows = [opening('o1', 'Field mounting crew'), opening('o2', 'Accounts assistant', { status: 'draft', employment_type: 'part_time', closes_on: '2026-12-20' })]) {
  const realtime = fakeRealtime();
  server.use(realtime.handler, http.get(url, () => HttpResponse.json(rows)));
  renderAdmin(<SimpleContentList table="job_openings" description={openings} canEdit canDelete />);
  return { realtime, rows, user: userEvent.setup({ delay: null }) };
}

describe('the list of a simple content type', () => {
  it("names each row with its summary and what visitors see, with named edit and delete, and 'Add' from the description", async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Openings' })).toBeInTheDocument();
    const draft = (await screen.findByRole('heading', { name: 'Accounts assistant' })).closest('li') as HTMLElement;
    expect(draft).toHaveTextContent('Chennai (Guindy) · Part time · closes Dec 20, 2026');
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Edit job opening Accounts assistant' })).toHaveAttribute('href', '/admin/job-openings/o2/edit');
    expect(within(draft).getByRole('button', { name: 'Delete job opening Accounts assistant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Job Opening' })).toHaveAttribute('href', '/admin/job-openings/new');
  });

  it('deletes after the question, and follows live changes', async () => {
    const { user, realtime, rows } = renderList();
    server.use(
      http.delete(url, () => {
        rows.splice(0, 1);
        return HttpResponse.json([{ id: 'o1' }]);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete job opening Field mounting crew' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you want to delete this job opening?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Field mounting crew' })).not.toBeInTheDocument());
    await waitFor(() => expect(realtime.subscribedTables()).toContain('job_openings'));
    act(() => realtime.emit('job_openings', 'INSERT', opening('o3', 'Design intern')));
    await screen.findByRole('heading', { name: 'Design intern' });
  });

  it("offers no Add, Edit or Delete to a role without them, and says 'No job openings found.' for none", async () => {
    server.use(fakeRealtime().handler, http.get(url, () => HttpResponse.json([])));
    renderAdmin(<SimpleContentList table="job_openings" description={openings} canEdit={false} canDelete={false} />);
    expect(await screen.findByText('No job openings found.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add/ })).not.toBeInTheDocument();
  });
});

describe("a simple content type's form schema", () => {
  it('says what each described field needs, in the words of its description', () => {
    const result = v.safeParse(describedSchema(openings), {
      title: ' ', slug: 'Field Crew', location: '', employment_type: 'freelance', description: '', closes_on: '20-12-2026',
      status: 'published', published_at: '2026-12-01', publish_time: '09:00',
    });
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'Title is required',
      'Use lower-case letters and digits, words joined by single hyphens (e.g. field-crew-chennai)',
      'Location is required',
      'Please choose a kind of work',
      'Description is required',
      'Enter a date',
    ]);
  });
});

describe('the form of a simple content type', () => {
  it('adds a draft opening with its fields, kind of work and closing day, and returns to the list', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(url, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json([{ id: 'o9' }], { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAdmin(<SimpleContentForm table="job_openings" description={openings} canEdit />, {
      path: '/admin/job-openings/new',
      extraRoutes: [{ path: '/admin/job-openings', element: <p>Openings list</p> }],
    });
    expect(screen.getByRole('heading', { name: 'Add New Job Opening' })).toBeInTheDocument();
    await user.type(field('Title'), 'Site supervisor');
    await user.type(field('Address'), 'site-supervisor');
    await user.type(field('Location'), 'Coimbatore');
    await user.selectOptions(field('Kind of work'), 'Contract');
    await user.type(field('Description'), 'Lead two crews.');
    await user.type(field('Applications close'), '2026-12-31');
    expect(field('Status')).toHaveValue('draft');
    await user.click(screen.getByRole('button', { name: 'Add Job Opening' }));
    expect(await screen.findByText('Openings list')).toBeInTheDocument();
    expect(body).toMatchObject({
      title: 'Site supervisor', slug: 'site-supervisor', location: 'Coimbatore', employment_type: 'contract', description: 'Lead two crews.', closes_on: '2026-12-31', status: 'draft',
    });
    expect(body).not.toHaveProperty('publish_time');
  });

  it("says an address another opening has, by the field's label, and keeps what was typed", async () => {
    server.use(
      http.post(url, () => HttpResponse.json({ code: '23505', message: 'duplicate key value violates unique constraint "job_openings_slug_unique"' }, { status: 409 })),
    );
    const user = userEvent.setup({ delay: null });
    renderAdmin(<SimpleContentForm table="job_openings" description={openings} canEdit />, { path: '/admin/job-openings/new' });
    await user.type(field('Title'), 'Field crew');
    await user.type(field('Address'), 'field-mounting-crew');
    await user.type(field('Location'), 'Chennai');
    await user.type(field('Description'), 'Mount hoardings.');
    await user.click(screen.getByRole('button', { name: 'Add Job Opening' }));
    expect(await screen.findByText('Address is already used by another record: choose another.')).toBeInTheDocument();
    expect(field('Address')).toHaveValue('field-mounting-crew');
  });

  it("tells a role that may not edit so, and says 'Error loading job opening' when the row cannot be read", async () => {
    const { unmount } = renderAdmin(<SimpleContentForm table="job_openings" description={openings} id="o1" canEdit={false} />);
    expect(await screen.findByText('You do not have permission to update job openings.')).toBeInTheDocument();
    unmount();
    server.use(http.get(url, () => HttpResponse.json({ message: 'gone' }, { status: 500 })));
    renderAdmin(<SimpleContentForm table="job_openings" description={openings} id="o1" canEdit />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading job opening');
  });
});
