import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { z } from 'zod';
import { requiredText } from '@/lib/form-rules';
import { RecordFormCard, useRecordForm } from '..';

/** Issue 18, item 7: once a save succeeded the form does not submit again before it has left. */
const schema = z.object({ name: requiredText('Name is required') });

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
