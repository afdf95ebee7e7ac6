import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { Button } from '@/components/Button';
import { requiredEmail, requiredText } from '@/lib/form-rules';
import { TextField, useSchemaForm } from '..';

const schema = v.object({ name: requiredText('Name is required'), email: requiredEmail() });
type Values = v.InferInput<typeof schema>;

function PersonForm({ onValid, start = { name: '', email: '' } }: { onValid: (output: v.InferOutput<typeof schema>) => void; start?: Values }) {
  const { register, handleSubmit, errors, reset, setValue, values } = useSchemaForm<Values, v.InferOutput<typeof schema>>(schema, start);
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField label="Name" error={errors.name} {...register('name')} />
      <TextField label="Email" error={errors.email} {...register('email')} />
      <p>Typed: {values.name}</p>
      <button type="button" onClick={() => setValue('name', 'Priya')}>
        Fill name
      </button>
      <button type="button" onClick={() => reset()}>
        Clear
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('shows no message before the first submit', async () => {
    render(<PersonForm onValid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
  });

  it('refuses an invalid submit with each field’s message and focuses the first field with one', async () => {
    const onValid = vi.fn();
    render(<PersonForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('re-checks as the visitor types after a refused submit, so a fixed field loses its message', async () => {
    render(<PersonForm onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Priya');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('hands the schema’s output (trimmed) to the submit', async () => {
    const onValid = vi.fn();
    render(<PersonForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), '  Priya  ');
    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Priya', email: 'priya@example.com' });
  });

  it('checks what the fields hold at submit, even text typed before React took the form over', async () => {
    const onValid = vi.fn();
    render(<PersonForm onValid={onValid} />);
    // As on a prerendered page: the browser's own typing, which React's state has not seen.
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Priya';
    (screen.getByLabelText('Email') as HTMLInputElement).value = 'priya@example.com';
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Priya', email: 'priya@example.com' });
    expect(screen.getByText('Typed: Priya')).toBeInTheDocument();
  });

  it('sets a value from outside the field, and resets to the starting values without messages', async () => {
    render(<PersonForm onValid={vi.fn()} start={{ name: '', email: 'a@b.co' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fill name' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Priya');
    expect(screen.getByText('Typed: Priya')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.co');
  });

  it('keeps what was typed into a prerendered form before its code arrived, whose Send waits for the code', async () => {
    const onValid = vi.fn();
    function PrerenderedForm() {
      const { register, handleSubmit, values } = useSchemaForm<Values, v.InferOutput<typeof schema>>(schema, { name: '', email: '' });
      return (
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <TextField label="Name" {...register('name')} />
          <TextField label="Email" {...register('email')} />
          <p>Typed: {values.name}</p>
          <Button type="submit">Send</Button>
        </form>
      );
    }
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<PrerenderedForm />);
    // Pressed now, the browser would send the form itself, what was typed in the address.
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Asha Raman';
    (screen.getByLabelText('Email') as HTMLInputElement).value = 'asha@example.com';

    const root = await act(async () => hydrateRoot(container, <PrerenderedForm />));
    try {
      expect(screen.getByLabelText('Name')).toHaveValue('Asha Raman');
      expect(screen.getByText('Typed: Asha Raman')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(onValid).toHaveBeenCalledWith({ name: 'Asha Raman', email: 'asha@example.com' });
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
