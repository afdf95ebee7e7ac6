import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from '../Accordion';

const items = [
  { title: 'How long can I book?', content: <p>From 1 to 12 months.</p> },
  { title: 'Do you design?', content: <p>Yes, in our studio.</p> },
  { title: 'Other cities?', content: <p>50+ cities across India.</p> },
];

const toggle = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts closed, with each answer hidden', () => {
    render(<Accordion items={items} />);
    for (const item of items) expect(toggle(item.title)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('From 1 to 12 months.')).not.toBeVisible();
  });

  it('keeps at most one item open, and closes the open one when it is clicked again', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Accordion items={items} />);
    await user.click(toggle('How long can I book?'));
    expect(toggle('How long can I book?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How long can I book?' })).toHaveTextContent('From 1 to 12 months.');

    await user.click(toggle('Do you design?'));
    expect(toggle('How long can I book?')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Do you design?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('From 1 to 12 months.')).not.toBeVisible();

    await user.click(toggle('Do you design?'));
    expect(toggle('Do you design?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Yes, in our studio.')).not.toBeVisible();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Accordion items={items} />);
    await user.tab();
    expect(toggle('How long can I book?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle('How long can I book?')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(toggle('Other cities?')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Do you design?')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('How long can I book?')).toHaveAttribute('aria-expanded', 'false');
  });
});
