import { valibotResolver } from '@hookform/resolvers/valibot';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { fieldLimits, requiredText } from '@/lib/form-rules';
import { TextAreaField, TextField } from '..';

/** A limited field counts near its limit and names the limit in its error (docs/product.md §10, Visitor and staff fixes). */
const schema = v.object({ title: requiredText('Title is required', 10), quote: requiredText('Quote is required', 20) });
const limits = fieldLimits(schema);

function LimitedForm({ title = '' }: { title?: string }) {
  const { register, handleSubmit, formState: { errors } } = useForm({ resolver: valibotResolver(schema), defaultValues: { title, quote: '' } });
  return (
    <form onSubmit={handleSubmit(() => {})}>
      <TextField label="Title" error={errors.title?.message} limit={limits.title} {...register('title')} />
      <TextAreaField label="Quote" error={errors.quote?.message} limit={limits.quote} {...register('quote')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('limited text fields', () => {
  it('shows no counter far from the limit', async () => {
    render(<LimitedForm />);
    await userEvent.type(screen.getByLabelText('Title'), 'abc');
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
  });

  it('counts near the limit, described by the field', async () => {
    render(<LimitedForm />);
    const title = screen.getByLabelText('Title');
    await userEvent.type(title, 'abcdefgh');
    expect(title).toHaveAccessibleDescription('8 / 10 characters');
  });

  it('counts a starting value that is already near the limit', () => {
    render(<LimitedForm title="123456789" />);
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('9 / 10 characters');
  });

  it('says how many are too many, and on save shows the error naming the limit on that field', async () => {
    render(<LimitedForm />);
    const quote = screen.getByLabelText('Quote');
    await userEvent.type(quote, 'x'.repeat(23));
    expect(screen.getByText('23 / 20 characters (3 too many)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most 20 characters')).toBeInTheDocument();
    expect(quote).toHaveAttribute('aria-invalid', 'true');
    expect(quote).toHaveAccessibleDescription('23 / 20 characters (3 too many) Use at most 20 characters');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'false');
  });
});
