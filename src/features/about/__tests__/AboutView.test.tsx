import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AboutView } from '../components/AboutView';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';

describe('About page', () => {
  it('tells the story with three values, five milestones from 2013 to 2021 and four leaders', () => {
    renderWithProviders(<AboutView />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const values = screen.getByRole('heading', { name: 'Our Core Values' }).closest('section') as HTMLElement;
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const timeline = screen.getByRole('heading', { name: 'Milestones' }).closest('section') as HTMLElement;
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent?.slice(0, 4))).toEqual([
      '2013',
      '2015',
      '2017',
      '2019',
      '2021',
    ]);
    const leadership = screen.getByRole('heading', { name: 'The People Behind Your Campaigns' }).closest('section') as HTMLElement;
    expect(within(leadership).getAllByRole('img')).toHaveLength(4);
  });

  it('has a contact form that validates and saves like the contact page', async () => {
    const rows: unknown[] = [];
    server.use(
      http.post(`${testOrigin}/rest/v1/Contacts`, async ({ request }) => {
        rows.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
      http.post(`${testOrigin}/functions/v1/notify-lead`, () => HttpResponse.json({})),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AboutView />);
    // The form is an island that loads its code apart from the page (ContactFormBelowFold).
    const form = await screen.findByRole('form', { name: 'Send Us a Message' });
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByText('Message is required')).toBeInTheDocument();

    await user.click(within(form).getByLabelText(/Full Name/));
    await user.paste('Suresh Babu');
    await user.click(within(form).getByLabelText(/Email Address/));
    await user.paste('suresh@example.in');
    await user.click(within(form).getByLabelText(/Phone Number/));
    await user.paste('9123456780');
    await user.click(within(form).getByRole('textbox', { name: /^Message/ }));
    await user.paste('Looking for mall media.');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(rows).toEqual([expect.objectContaining({ 'Full name': 'Suresh Babu', 'Phone Number': 9123456780 })]);
  }, 20_000);
});
