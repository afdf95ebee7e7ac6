import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { savedLeadExtras } from '@/testing/saved-lead';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { CONTACT_SUCCESS_MS, ContactForm } from '../components/ContactForm';

type User = ReturnType<typeof userEvent.setup>;

/** Focuses a field and pastes into it: one input event instead of one per key, so slow machines stay fast. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const contactsUrl = `${testOrigin}/rest/v1/Contacts`;
const functionUrl = `${testOrigin}/functions/v1/notify-lead`;

type Captured = { rows: unknown[]; mails: { body: unknown; authorization: string | null; apikey: string | null }[] };

/** The insert and the e-mail function, recording what they were sent. */
function useBackend({ insert = () => new HttpResponse(null, { status: 201 }), mail = () => HttpResponse.json({ sent: false }) }: {
  insert?: () => Response | Promise<Response>;
  mail?: () => Response;
} = {}): Captured {
  const captured: Captured = { rows: [], mails: [] };
  server.use(
    http.post(contactsUrl, async ({ request }) => {
      captured.rows.push(await request.json());
      return insert();
    }),
    http.post(functionUrl, async ({ request }) => {
      captured.mails.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
        apikey: request.headers.get('apikey'),
      });
      return mail();
    }),
  );
  return captured;
}

async function fillValid(user: User) {
  await fill(user, screen.getByLabelText(/Full Name/), 'Lakshmi Narayanan');
  await fill(user, screen.getByLabelText(/Email Address/), 'lakshmi@example.in');
  await fill(user, screen.getByLabelText(/Phone Number/), '9840012345');
  await fill(user, screen.getByLabelText('Company Name'), 'Kaapi Co.');
  await user.selectOptions(screen.getByLabelText('Service of Interest'), 'Outdoor - Billboard');
  await fill(user, screen.getByRole('textbox', { name: /^Message/ }), 'Five hoardings on OMR in March.');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ContactForm', { timeout: 20_000 }, () => {
  it('shows every docs/product.md §5 message and sends nothing while the form is invalid', async () => {
    const captured = useBackend();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');

    await fill(user, screen.getByLabelText(/Email Address/), 'lakshmi@');
    await fill(user, screen.getByLabelText(/Phone Number/), '98400');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(captured.rows).toHaveLength(0);
  });

  it('saves the row, notifies the agency, shows success for 3 s and comes back empty', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const captured = useBackend({
      insert: async () => {
        await held;
        return new HttpResponse(null, { status: 201 });
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    release();

    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(captured.rows).toEqual([
      {
        'Full name': 'Lakshmi Narayanan',
        'Email Address': 'lakshmi@example.in',
        'Phone Number': 9840012345,
        'Company Name': 'Kaapi Co.',
        Designation: null,
        'service of interest': 'Outdoor - Billboard',
        message: 'Five hoardings on OMR in March.',
        ...savedLeadExtras,
      },
    ]);
    await waitFor(() => expect(captured.mails).toHaveLength(1));
    // Only the saved row's id: the function reads the row itself and sends a fixed template.
    expect(captured.mails[0].body).toEqual({ id: (captured.rows[0] as { id: string }).id });
    expect(captured.mails[0].authorization).toMatch(/^Bearer \S+/);
    expect(captured.mails[0].apikey).toBeTruthy();

    act(() => vi.advanceTimersByTime(CONTACT_SUCCESS_MS - 100));
    expect(screen.getByText('Message Sent Successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    expect(screen.getByLabelText('Service of Interest')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the server message in a banner and keeps what was typed', async () => {
    useBackend({
      insert: () =>
        HttpResponse.json({ code: '23514', message: 'new row violates check constraint "contacts_phone_ten_digits"' }, { status: 400 }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('new row violates check constraint "contacts_phone_ten_digits"');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Lakshmi Narayanan');
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
  });

  it('falls back to the docs/product.md text when the server gives no message', async () => {
    useBackend({ insert: () => HttpResponse.json({}, { status: 500 }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while submitting the form. Please try again.');
  });

  it('still counts as sent when the e-mail notification fails, and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const captured = useBackend({ mail: () => HttpResponse.json({ error: 'provider down' }, { status: 502 }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(captured.rows).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
