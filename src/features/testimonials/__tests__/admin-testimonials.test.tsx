import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { field, renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { testOrigin } from '@/testing/rest';
import type { Testimonial } from '../api/fetch-testimonials';
import { AdminTestimonialList } from '../components/admin/AdminTestimonialList';
import { TestimonialForm } from '../components/admin/TestimonialForm';
import { testimonialFormSchema } from '../schemas';

const url = `${testOrigin}/rest/v1/testimonials`;

function testimonial(id: string, name: string): Testimonial {
  return {
    id,
    name,
    position: 'Marketing Head',
    company: 'Hatsun Agro',
    testimonial: 'Their van campaign doubled our sampling reach across Tamil Nadu.',
    image: `/images/seed/${id}.jpg`,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
}

function renderList(rows: Testimonial[] = [testimonial('t1', 'Lakshmi'), testimonial('t2', 'Karthik')]) {
  const realtime = fakeRealtime();
  server.use(realtime.handler, http.get(url, () => HttpResponse.json(rows)));
  return { ...renderAdmin(<AdminTestimonialList canEdit canDelete />), realtime, rows, user: userEvent.setup({ delay: null }) };
}

describe('AdminTestimonialList', () => {
  it("shows photo, name, 'position at company', the clamped text and named edit/delete icons", async () => {
    renderList();
    const item = (await screen.findByRole('heading', { name: 'Lakshmi' })).closest('li') as HTMLElement;
    expect(within(item).getByText('Marketing Head at Hatsun Agro')).toBeInTheDocument();
    expect(within(item).getByText(/doubled our sampling reach/)).toHaveClass('line-clamp-3');
    expect(item.querySelector('img')).toHaveAttribute('src', '/images/seed/t1.jpg');
    expect(within(item).getByRole('link', { name: 'Edit testimonial from Lakshmi' })).toHaveAttribute('href', '/admin/testimonials/t1/edit');
    expect(within(item).getByRole('button', { name: 'Delete testimonial from Lakshmi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Testimonial' })).toHaveAttribute('href', '/admin/testimonials/new');
  });

  it('hides Add, Edit and Delete per the permission flags', async () => {
    const realtime = fakeRealtime();
    server.use(realtime.handler, http.get(url, () => HttpResponse.json([testimonial('t1', 'Lakshmi')])));
    renderAdmin(<AdminTestimonialList canEdit={false} canDelete={false} />);
    await screen.findByRole('heading', { name: 'Lakshmi' });
    expect(screen.queryByRole('link', { name: 'Add Testimonial' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("shows 'No testimonials found.' with 'Add your first testimonial'", async () => {
    renderList([]);
    expect(await screen.findByText('No testimonials found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first testimonial' })).toHaveAttribute('href', '/admin/testimonials/new');
  });

  it('only logs a failed list fetch and shows the empty list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(fakeRealtime().handler, http.get(url, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderAdmin(<AdminTestimonialList canEdit canDelete />);
    expect(await screen.findByText('No testimonials found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error fetching testimonials:', expect.anything());
  });

  it("confirms with the docs/product.md text, and alerts 'Error deleting testimonial' when the delete fails", async () => {
    const { user } = renderList();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // RLS answers a forbidden delete with no rows and no error.
    server.use(http.delete(url, () => HttpResponse.json([])));
    await user.click(await screen.findByRole('button', { name: 'Delete testimonial from Lakshmi' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this testimonial?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting testimonial');
    expect(screen.getByRole('heading', { name: 'Lakshmi' })).toBeInTheDocument();
  });

  it('removes a deleted row and follows live changes', async () => {
    const { user, realtime, rows } = renderList();
    server.use(
      http.delete(url, () => {
        rows.splice(0, 1);
        return HttpResponse.json([{ id: 't1' }]);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete testimonial from Lakshmi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lakshmi' })).not.toBeInTheDocument());

    await waitFor(() => expect(realtime.subscribedTables()).toContain('testimonials'));
    act(() => realtime.emit('testimonials', 'INSERT', testimonial('t3', 'Meena')));
    await screen.findByRole('heading', { name: 'Meena' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Meena', 'Karthik']);
  });
});

describe('testimonialFormSchema', () => {
  it('requires all five fields and a valid photo URL', () => {
    const empty = v.safeParse(testimonialFormSchema, { name: '', position: ' ', company: '', image: '', testimonial: '' });
    expect(empty.issues?.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Position is required',
      'Company is required',
      'Photo URL is required',
      'Testimonial is required',
    ]);
    const badPhoto = v.safeParse(testimonialFormSchema, { name: 'A', position: 'B', company: 'C', image: 'photo.jpg', testimonial: 'D' });
    expect(badPhoto.issues?.map((issue) => issue.message)).toEqual(['Enter a valid URL (https://...) or a site path (/images/...)']);
  });
});

describe('TestimonialForm', () => {
  it('creates a testimonial (updated_at left to the database) and returns to the list', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(url, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json([{ id: 't9' }], { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAdmin(<TestimonialForm canEdit />, { path: '/admin/testimonials/new', extraRoutes: [{ path: '/admin/testimonials', element: <p>Testimonial list</p> }] });
    expect(field('Testimonial')).toHaveAttribute('rows', '6');
    await user.type(field('Name'), 'Meena');
    await user.type(field('Position'), 'CMO');
    await user.type(field('Company'), 'Aachi');
    await user.type(field('Photo URL'), 'https://cdn.example.com/meena.jpg');
    expect(screen.getByRole('img', { name: 'Photo preview' })).toHaveClass('rounded-full');
    await user.type(field('Testimonial'), 'Great partners.');
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    expect(await screen.findByText('Testimonial list')).toBeInTheDocument();
    expect(body).toMatchObject({ name: 'Meena', position: 'CMO', company: 'Aachi', image: 'https://cdn.example.com/meena.jpg', testimonial: 'Great partners.' });
    expect(body).not.toHaveProperty('updated_at');
  });

  it("shows 'Error loading testimonial' when it cannot be loaded", async () => {
    server.use(http.get(url, () => HttpResponse.json({ message: 'gone' }, { status: 500 })));
    renderAdmin(<TestimonialForm id="t1" canEdit />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading testimonial');
  });
});
