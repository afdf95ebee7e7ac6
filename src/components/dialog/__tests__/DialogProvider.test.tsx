import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogProvider, useDialogs } from '..';

function DeleteButton() {
  const { confirm } = useDialogs();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm('Are you sure you want to delete this testimonial?')))}>
        Delete
      </button>
      <output>{answer}</output>
    </>
  );
}

function setup() {
  render(
    <DialogProvider>
      <DeleteButton />
    </DialogProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('DialogProvider confirm', () => {
  it('shows the exact message and resolves true on confirm', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this testimonial?');
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[1]);
    expect(screen.getByRole('status')).toHaveTextContent('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Escape and returns focus to the opener', async () => {
    const user = setup();
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('false');
    expect(opener).toHaveFocus();
  });
});
