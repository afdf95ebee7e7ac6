import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ChatWidget } from '../components/ChatWidget';
import { GREETING, REPLIES } from '../replies';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openChat() {
  fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
  return vi.waitFor(() => screen.getByRole('dialog', { name: 'Chat with us' }), { timeout: 5000 });
}

function say(text: string) {
  fireEvent.change(screen.getByLabelText('Type your message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

const messages = () => within(screen.getByRole('log')).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

// Load the lazy panel's module once up front, so no test pays for compiling it.
beforeAll(() => import('../components/ChatPanel'));
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('ChatWidget', () => {
  it('greets on the first open and moves focus to the message field', async () => {
    render(<ChatWidget />);
    const dialog = await openChat();
    expect(within(dialog).getByRole('log')).toHaveAttribute('aria-live', 'polite');
    expect(messages()).toEqual([GREETING]);
    await vi.waitFor(() => expect(screen.getByLabelText('Type your message')).toHaveFocus());
  });

  it('answers each keyword group 1 s after the message, without any request', async () => {
    render(<ChatWidget />);
    await openChat();
    const cases = [
      ['What does a billboard cost?', REPLIES.pricing],
      ['Can I speak to someone?', REPLIES.contact],
      ['Which advertising do you do?', REPLIES.services],
      ['Good morning', REPLIES.generic],
    ];
    for (const [question, answer] of cases) {
      say(question);
      expect(messages().at(-1)).toBe(question);
      await advance(999);
      expect(messages().at(-1)).toBe(question);
      await advance(1);
      expect(messages().at(-1)).toBe(answer);
    }
    // msw fails the test run on any unhandled request, so reaching here means no call was made.
  });

  it('ignores an empty message', async () => {
    render(<ChatWidget />);
    await openChat();
    say('   ');
    await advance(1000);
    expect(messages()).toEqual([GREETING]);
  });

  it('closes on Escape, returns focus to the launcher, and keeps the conversation for the next open', async () => {
    render(<ChatWidget />);
    await openChat();
    say('Hello');
    await advance(1000);
    fireEvent.keyDown(screen.getByLabelText('Type your message'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(launcher);
    expect(screen.getByRole('dialog', { name: 'Chat with us' })).toBeInTheDocument();
    expect(messages()).toEqual([GREETING, 'Hello', REPLIES.generic]);
  });

  it('closes with its close button too', async () => {
    render(<ChatWidget />);
    const dialog = await openChat();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });
});
