import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { savedLeadExtras } from '@/testing/saved-lead';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { ApplyForm } from '../components/ApplyForm';
import { APPLICATION_SUCCESS, CV_MAX_BYTES } from '../schemas';

type User = ReturnType<typeof userEvent.setup>;

const openingId = '5eedca4e-0000-4000-8000-000000000002';
const applicationsUrl = `${testOrigin}/rest/v1/job_applications`;
const uploadUrl = `${testOrigin}/storage/v1/object/applications/*`;
const functionUrl = `${testOrigin}/functions/v1/notify-lead`;

/** Focuses a field and pastes into it: one input event instead of one per key, so slow machines stay fast. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const pdf = (name = 'Ravi Kumar CV.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

type Upload = { path: string; headers: Record<string, string | null>; size: number };

/** Storage's upload, the row's insert and the agency's e-mail, recording what they were sent. */
function useBackend({
  upload = () => HttpResponse.json({ Id: 'object-id', Key: 'applications/cvs/x.pdf' }),
  insert = () => new HttpResponse(null, { status: 201 }),
}: { upload?: () => Response; insert?: () => Response } = {}) {
  const captured = { uploads: [] as Upload[], rows: [] as Array<Record<string, unknown>>, mails: 0 };
  server.use(
    http.post(uploadUrl, async ({ request }) => {
      const headers = Object.fromEntries(['apikey', 'authorization', 'content-type', 'x-upsert'].map((name) => [name, request.headers.get(name)]));
      captured.uploads.push({ path: new URL(request.url).pathname.replace('/storage/v1/object/applications/', ''), headers, size: (await request.arrayBuffer()).byteLength });
      return upload();
    }),
    http.post(applicationsUrl, async ({ request }) => {
      captured.rows.push((await request.json()) as Record<string, unknown>);
      return insert();
    }),
    http.post(functionUrl, () => {
      captured.mails += 1;
      return HttpResponse.json({ sent: true });
    }),
  );
  return captured;
}

function renderForm() {
  const user = userEvent.setup({ delay: null, applyAccept: false });
  renderWithProviders(<ApplyForm openingId={openingId} />, { path: '/careers/sales-executive-omr' });
  return user;
}

const cvInput = () => screen.getByLabelText(/Your CV/);
const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send Application' }));

async function fillValid(user: User, cv: File = pdf()) {
  await fill(user, screen.getByLabelText(/Full Name/), 'Ravi Kumar');
  await fill(user, screen.getByLabelText(/Phone Number/), '+91 98400 55566');
  await fill(user, screen.getByLabelText(/Email Address/), 'ravi.kumar@example.in');
  await user.upload(cvInput(), cv);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the application form', () => {
  it('says what is missing in words, focuses the first field and sends nothing', async () => {
    const captured = useBackend();
    const user = renderForm();
    await send(user);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Attach your CV')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true');
    expect(cvInput()).toHaveAccessibleDescription('PDF or Word (.pdf, .doc or .docx), at most 5 MB. Attach your CV');

    await fill(user, screen.getByLabelText(/Phone Number/), '98400');
    await fill(user, screen.getByLabelText(/Email Address/), 'ravi@');
    await send(user);
    expect(await screen.findAllByText('Enter a valid phone number')).not.toHaveLength(0);
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(captured.uploads).toHaveLength(0);
    expect(captured.rows).toHaveLength(0);
  });

  it('takes a PDF or a Word document of at most 5 MB, and says why another file will not do', async () => {
    const captured = useBackend();
    const user = renderForm();
    await fill(user, screen.getByLabelText(/Full Name/), 'Ravi Kumar');
    await fill(user, screen.getByLabelText(/Phone Number/), '9840055566');
    await fill(user, screen.getByLabelText(/Email Address/), 'ravi.kumar@example.in');
    expect(cvInput()).toHaveAttribute('accept', '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document');

    await user.upload(cvInput(), new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    await send(user);
    expect(await screen.findByText('Attach your CV as a PDF or Word document (.pdf, .doc or .docx)')).toBeInTheDocument();
    // Only the CV is wrong: it takes focus.
    expect(cvInput()).toHaveFocus();

    // Checked again as soon as another file is chosen.
    await user.upload(cvInput(), pdf('big.pdf', CV_MAX_BYTES + 1));
    expect(await screen.findByText('Your CV is larger than 5 MB: attach a smaller file')).toBeInTheDocument();
    await user.upload(cvInput(), pdf('empty.pdf', 0));
    expect(await screen.findByText('This file is empty: attach your CV again')).toBeInTheDocument();
    await user.upload(cvInput(), new File(['x'], 'CV.DOCX', { type: '' }));
    await waitFor(() => expect(cvInput()).toHaveAttribute('aria-invalid', 'false'));
    expect(captured.uploads).toHaveLength(0);
  });

  it('uploads the CV, saves the application as a lead naming it, and thanks the visitor in place of the form', async () => {
    const captured = useBackend();
    const user = renderForm();
    await fillValid(user);
    await send(user);

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(APPLICATION_SUCCESS);
    // Focused by an effect once the message is on screen, which may be a moment after it appears.
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('form')).toBeNull();

    expect(captured.uploads).toHaveLength(1);
    const [upload] = captured.uploads as [Upload];
    expect(upload.path).toMatch(/^cvs\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.pdf$/);
    expect(upload.size).toBe(2048);
    expect(upload.headers).toEqual({ apikey: expect.any(String), authorization: `Bearer ${upload.headers.apikey}`, 'content-type': 'application/pdf', 'x-upsert': 'false' });
    expect(captured.rows).toEqual([
      {
        opening_id: openingId,
        name: 'Ravi Kumar',
        phone: '+91 98400 55566',
        email: 'ravi.kumar@example.in',
        note: '',
        cv_path: upload.path,
        cv_name: 'Ravi Kumar CV.pdf',
        ...savedLeadExtras,
      },
    ]);
    await waitFor(() => expect(captured.mails).toBe(1));
  });

  it('sends a Word document the browser gives no type for as Word, with the note', async () => {
    const captured = useBackend();
    const user = renderForm();
    await fillValid(user, new File([new Uint8Array(10)], 'cv.doc', { type: '' }));
    await fill(user, screen.getByLabelText(/^Note/), '  Six years of field sales in Velachery.  ');
    await send(user);
    await screen.findByRole('status');
    expect(captured.uploads[0]?.path).toMatch(/\.doc$/);
    expect(captured.uploads[0]?.headers['content-type']).toBe('application/msword');
    expect(captured.rows[0]).toMatchObject({ note: 'Six years of field sales in Velachery.', cv_name: 'cv.doc' });
  });

  it.each([
    ['413', 'The CV is larger than 5 MB.'],
    ['415', 'The CV must be a PDF or Word document (.pdf, .doc or .docx).'],
    ['500', 'Your CV could not be sent. Check your connection and try again.'],
  ])('says so when Storage refuses the CV with %s, saves no row and keeps what was typed', async (status, sentence) => {
    // As hosted answers: 400 with the status in the body.
    const captured = useBackend({ upload: () => HttpResponse.json({ statusCode: status, error: 'refused', message: 'refused' }, { status: 400 }) });
    const user = renderForm();
    await fillValid(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Your application was not sent${sentence}`);
    expect(captured.rows).toHaveLength(0);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ravi Kumar');
  });

  it('shows the database\'s own sentence for a closed opening or a missing CV, and the fallback for anything else', async () => {
    let refusal = { code: 'PT422', message: 'This opening is no longer taking applications.' };
    const captured = useBackend({ insert: () => HttpResponse.json(refusal, { status: refusal.code === 'PT422' ? 422 : 400 }) });
    const user = renderForm();
    await fillValid(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This opening is no longer taking applications.');

    refusal = { code: 'PT422', message: 'The CV did not arrive: attach it again.' };
    await send(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The CV did not arrive: attach it again.'));
    // The second try named the CV already uploaded; one that did not arrive goes up again on the next.
    expect(captured.rows.map((row) => row.cv_path)).toEqual([captured.uploads[0]?.path, captured.uploads[0]?.path]);

    refusal = { code: '23514', message: 'new row for relation "job_applications" violates check constraint "job_applications_phone_format"' };
    await send(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not send your application. Please try again.'));
    expect(captured.uploads).toHaveLength(2);
    expect(captured.rows[2]?.cv_path).toBe(captured.uploads[1]?.path);
  });

  it('shows the rate limit\'s sentence as it is', async () => {
    const sentence = 'Too many submissions in a short time. Please wait a few minutes and try again.';
    useBackend({ insert: () => HttpResponse.json({ code: 'PT429', message: sentence }, { status: 429 }) });
    const user = renderForm();
    await fillValid(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });
});
