import { Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { WhatsAppLink } from '@/components/WhatsAppLink';
import { displayPhone, site, whatsappHref } from '@/config/site';
import { formatTime } from '@/lib/format';
import { botReply, GREETING, promisesFollowUp, REPLY_DELAY_MS, type ChatMessage } from '../replies';
import type { CallbackRequest } from '../schemas';
import { CallbackForm } from './CallbackForm';

type ChatPanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
};

const offerClass = 'rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50';

let nextMessageId = 0;
function message(text: string, sender: ChatMessage['sender']): ChatMessage {
  nextMessageId += 1;
  return { id: nextMessageId, text, sender, timestamp: new Date() };
}

/**
 * A non-modal dialog: the page stays usable, Escape closes it (the widget returns focus to the
 * launcher). Messages sit in a polite live log, so replies are announced. Messages never reach a
 * server; after a reply that promises the team will get back, the visitor may leave a call-back
 * request (a lead) or switch to WhatsApp (docs/product.md §2, Chat widget).
 */
export function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  // Mounted on the first open, so the greeting is the first message exactly once.
  const [messages, setMessages] = useState(() => [message(GREETING, 'bot')]);
  const [draft, setDraft] = useState('');
  const [pendingReplies, setPendingReplies] = useState(0);
  const [callback, setCallback] = useState<'closed' | 'open' | 'requested'>('closed');
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();

  // On opening, and when the call-back form closes, typing goes on in the message box.
  const typing = callback !== 'open';
  useEffect(() => {
    if (open && typing) input.current?.focus();
  }, [open, typing]);

  // Keep the newest message in view inside the log, without scrolling the page.
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  function callbackRequested({ name, phone }: CallbackRequest) {
    setCallback('requested');
    setMessages((current) => [...current, message(`Thank you, ${name}. We will call you on ${displayPhone(phone)} within ${site.replyTime}.`, 'bot')]);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((current) => [...current, message(text, 'user')]);
    setDraft('');
    setPendingReplies((count) => count + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setPendingReplies((count) => count - 1);
      setMessages((current) => [...current, message(botReply(text), 'bot')]);
    }, REPLY_DELAY_MS);
    timers.current.add(timer);
  }

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="flex h-[min(32rem,calc(100dvh-6rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between bg-brand-700 px-4 py-3 text-white">
        <h2 id={titleId} className="font-semibold">
          Chat with us
        </h2>
        <button type="button" onClick={onClose} aria-label="Close chat" className="rounded p-1 hover:bg-white/15">
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <WhatsAppLink page="chat" className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50" />
      {/* Focusable, so a keyboard can scroll a conversation taller than the panel. */}
      <div ref={log} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0} className="flex-1 overflow-y-auto bg-slate-50 p-4">
        <ol className="space-y-3">
          {messages.map((entry) => (
            <li key={entry.id} className={`flex flex-col ${entry.sender === 'user' ? 'items-end' : 'items-start'}`}>
              <span className="sr-only">{entry.sender === 'user' ? 'You said:' : 'Chennai Outdoor Media said:'}</span>
              <p
                className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm ${
                  entry.sender === 'user' ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-200'
                }`}
              >
                {entry.text}
              </p>
              {entry.sender === 'bot' && promisesFollowUp(entry.text) && (
                <div className="mt-1.5 flex flex-wrap gap-1.5">
                  {callback === 'closed' && (
                    <button type="button" onClick={() => setCallback('open')} className={offerClass}>
                      Request a call back
                    </button>
                  )}
                  <a href={whatsappHref('chat')} target="_blank" rel="noopener noreferrer" className={offerClass}>
                    Or message us on WhatsApp now
                  </a>
                </div>
              )}
              <time dateTime={entry.timestamp.toISOString()} className="mt-1 text-xs text-slate-500">
                {formatTime(entry.timestamp)}
              </time>
            </li>
          ))}
        </ol>
      </div>
      {pendingReplies > 0 && (
        <p aria-hidden="true" className="bg-slate-50 px-4 pb-2 text-xs text-slate-500">
          Typing...
        </p>
      )}
      {callback === 'open' && (
        <CallbackForm
          conversation={messages.filter((entry) => entry.sender === 'user').map((entry) => entry.text).join('\n')}
          onRequested={callbackRequested}
          onCancel={() => setCallback('closed')}
        />
      )}
      <form onSubmit={send} hidden={callback === 'open'} className="flex gap-2 border-t border-slate-200 p-3">
        <label htmlFor={inputId} className="sr-only">
          Type your message
        </label>
        <input
          ref={input}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Type your message..."
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <button
          type="submit"
          aria-label="Send message"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800"
        >
          <Send aria-hidden="true" className="h-4 w-4" />
        </button>
      </form>
    </div>
  );
}
