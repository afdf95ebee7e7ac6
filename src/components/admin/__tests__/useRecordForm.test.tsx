import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import * as v from 'valibot';
import { requiredText } from '@/lib/form-rules';
import { RecordFormCard, useRecordForm } from '..';

/** Once a save succeeded the form does not submit again before it has left (docs/product.md §10, Visitor and staff fixes). */
const schema = v.object({ name: requiredText('Name is required') });

function NameForm({ save }: { save: (values: { name: string }) => Promise<unknown> }) {
  const { register, cardProps } = useRecordForm({ schema, defaultValues: { name: 'Apollo' }, save, to: '/list', delayMs: 500 });
  return (
    <RecordFormCard {...cardProps} title="Add New Client" cancelTo="/list" submitLabel="Add Client">
      <input aria-label="Name" {...register('name')} />
    </RecordFormCard>
  );
}

function renderForm(save: (values: { name: string }) => Promise<unknown>) {
  const router = createMemoryRouter([
    { path: '/', element: <NameForm save={save} /> },
    { path: '/list', element: <p>Client list</p> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('useRecordForm saving once', () => {
  it('stores one record for a burst of clicks and stays disabled until it has left', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    renderForm(save);
    const form = screen.getByRole('button', { name: 'Add Client' }).closest('form') as HTMLFormElement;
    // Submits faster than React can disable the button.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    // The save is done; the 500 ms pause before leaving runs and the button stays off.
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    act(() => form.requestSubmit());
    expect(await screen.findByText('Client list')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('lets a failed save be tried again', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('network down')).mockResolvedValue(undefined);
    renderForm(save);
    await userEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Add Client' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
  });
});

/** An admin form with unsaved changes warns before leaving and keeps a draft in the browser (docs/product.md §10, Publishing workflow). */
describe('useRecordForm keeping unsaved work', () => {
  it('asks before leaving with unsaved changes: Stay keeps the form, Leave goes', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(vi.fn());
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Hospitals');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Apollo Hospitals');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave this page' }));
    expect(await screen.findByText('Client list')).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    renderForm(vi.fn());
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Client list')).toBeInTheDocument();
  });

  it('keeps what was typed in the browser and offers it back when the form opens again', async () => {
    const user = userEvent.setup({ delay: null });
    const first = render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <NameForm save={vi.fn()} /> }])} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Hospitals');
    await vi.waitFor(() => expect(localStorage.getItem('admin-form-draft:/')).toContain('Apollo Hospitals'));
    // The tab closes (the page goes without any in-app navigation), then the form opens again.
    first.unmount();
    renderForm(vi.fn());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Apollo');
    await user.click(screen.getByRole('button', { name: 'Restore unsaved changes' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Apollo Hospitals');
    expect(screen.queryByRole('button', { name: 'Restore unsaved changes' })).not.toBeInTheDocument();
  });

  it('forgets the draft once the form is saved', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(vi.fn().mockResolvedValue(undefined));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Hospitals');
    await vi.waitFor(() => expect(localStorage.getItem('admin-form-draft:/')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Client list')).toBeInTheDocument();
    expect(localStorage.getItem('admin-form-draft:/')).toBeNull();
  });
});
