import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { savedLeadExtras } from '@/testing/saved-lead';
import { loadServiceDetail, type ServiceResource } from '@/catalogue';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { ResourceDownloads } from '../components/ResourceDownloads';
import { downloadDetailsSchema, emptyDownloadDetails, otpSchema } from '../schemas';

type User = ReturnType<typeof userEvent.setup>;

/** Focuses a field and pastes into it: one input event instead of one per key, so slow machines stay fast. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const leadsUrl = `${testOrigin}/rest/v1/resource_downloads`;
const resources = (await loadServiceDetail('transport', 'airport-advertising'))?.service.resources as ServiceResource[];

function useLeads(reply: () => Response = () => new HttpResponse(null, { status: 201 })) {
  const rows: unknown[] = [];
  server.use(
    http.post(leadsUrl, async ({ request }) => {
      rows.push(await request.json());
      return reply();
    }),
  );
  return rows;
}

/** Records the files handed to the browser through a clicked <a download>. */
function watchDownloads() {
  const started: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    started.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return started;
}

async function openFirstResource(user: User) {
  await user.click(screen.getByRole('button', { name: `Download ${resources[0].title}` }));
  return screen.findByRole('dialog');
}

async function fillDetails(user: User) {
  await fill(user, screen.getByLabelText(/Full Name/), 'Anitha Rao');
  await fill(user, screen.getByLabelText(/Company Name/), 'Marina Motors');
  await fill(user, screen.getByLabelText(/Designation/), 'Marketing Manager');
  await fill(user, screen.getByLabelText(/Mobile Number/), '9876543210');
  await fill(user, screen.getByLabelText(/Email Address/), 'anitha@marinamotors.in');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

/** The first message per field, as the form shows them. */
function firstMessages(issues: readonly v.BaseIssue<unknown>[] = []): string[] {
  const byField = new Map<unknown, string>();
  for (const issue of issues) if (!byField.has(issue.path?.[0]?.key)) byField.set(issue.path?.[0]?.key, issue.message);
  return [...byField.values()];
}

afterEach(() => vi.restoreAllMocks());

describe('download rules (docs/product.md §5)', () => {
  it('gives every details message', () => {
    const result = v.safeParse(downloadDetailsSchema, emptyDownloadDetails);
    expect(result.success).toBe(false);
    expect(firstMessages(result.issues)).toEqual([
      'Name is required',
      'Company name is required',
      'Designation is required',
      'Mobile number is required',
      'Email is required',
    ]);
    const shapes = v.safeParse(downloadDetailsSchema, { name: 'A', company: 'B', designation: 'C', mobile: '98765', email: 'x@y' });
    expect(firstMessages(shapes.issues)).toEqual([
      'Enter a valid 10-digit mobile number',
      'Enter a valid email address',
    ]);
  });

  it('checks the OTP against the test value', () => {
    expect(v.safeParse(otpSchema, { otp: '' }).issues?.[0].message).toBe('Please enter the OTP');
    expect(v.safeParse(otpSchema, { otp: '654321' }).issues?.[0].message).toBe('Invalid OTP. Please try again.');
    expect(v.safeParse(otpSchema, { otp: '123456' }).success).toBe(true);
  });
});

describe('gated resource download', { timeout: 20_000 }, () => {
  it('lists the resources with their size', () => {
    renderWithProviders(<ResourceDownloads serviceId="airport-advertising" resources={resources} />);
    expect(screen.getByRole('heading', { name: resources[0].title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: resources[1].title })).toBeInTheDocument();
    expect(screen.getAllByText(/PDF, \d+ KB/)).toHaveLength(2);
  });

  it('asks for details, then the OTP, then saves the lead, starts the file and closes', async () => {
    const rows = useLeads();
    const started = watchDownloads();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResourceDownloads serviceId="airport-advertising" resources={resources} />);
    await openFirstResource(user);

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();

    await fillDetails(user);
    expect(await screen.findByText(/^We have sent/)).toHaveTextContent('We have sent a 6-digit OTP to your mobile number ending in 3210.');
    // The new step is announced and keyboard users continue in the code box (docs/product.md §10, Visitor and staff fixes).
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent to your mobile number ending in 3210. Enter it below.');
    expect(screen.getByLabelText(/Enter OTP/)).toHaveFocus();
    expect(screen.getByText(/For testing purposes, use OTP/)).toHaveTextContent('For testing purposes, use OTP: 123456');
    const otp = screen.getByLabelText(/Enter OTP/);
    expect(otp).toHaveAttribute('maxLength', '6');

    await user.click(screen.getByRole('button', { name: 'Verify & Download' }));
    expect(await screen.findByText('Please enter the OTP')).toBeInTheDocument();
    await fill(user, otp, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify & Download' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    expect(rows).toHaveLength(0);
    expect(started).toHaveLength(0);

    await user.clear(otp);
    await fill(user, otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Download' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rows).toEqual([
      {
        name: 'Anitha Rao',
        company: 'Marina Motors',
        designation: 'Marketing Manager',
        mobile: '9876543210',
        email: 'anitha@marinamotors.in',
        service_id: 'airport-advertising',
        resource_title: resources[0].title,
        ...savedLeadExtras,
      },
    ]);
    expect(started).toEqual([{ href: resources[0].fileUrl, download: resources[0].fileUrl.split('/').pop() }]);

    // Everything reset: opening again starts from empty details.
    await openFirstResource(user);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('keeps the details when going back from the OTP step', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResourceDownloads serviceId="airport-advertising" resources={resources} />);
    await openFirstResource(user);
    await fillDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Company Name/)).toHaveValue('Marina Motors');
  });

  it('does not start the file when the lead cannot be saved, and says why', async () => {
    useLeads(() => HttpResponse.json({ message: 'new row violates row-level security policy' }, { status: 403 }));
    const started = watchDownloads();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResourceDownloads serviceId="airport-advertising" resources={resources} />);
    await openFirstResource(user);
    await fillDetails(user);
    await fill(user, await screen.findByLabelText(/Enter OTP/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('new row violates row-level security policy');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(started).toHaveLength(0);
  });

  it('closes on Cancel without saving anything', async () => {
    const rows = useLeads();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResourceDownloads serviceId="airport-advertising" resources={resources} />);
    await openFirstResource(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rows).toHaveLength(0);
  });
});
