import { useState, type FormEvent } from 'react';
import { Button } from '@/components/admin';
import { FormAlert, SelectField, SelectOptions, TextAreaField } from '@/components/form';
import { formatDateTime } from '@/lib/format';
import { whatsAppMediaUrl } from '../api/open-whatsapp-media';
import { useSendWhatsAppReply, type WhatsAppReply } from '../api/send-whatsapp-reply';
import { useLiveWhatsApp } from '../api/watch-whatsapp';
import { useWhatsAppMessages, type WhatsAppMessage } from '../api/whatsapp-messages';
import { useInboxTemplates } from '../api/whatsapp-templates';

/** Meta's customer-service window: free text for 24 hours after the customer's last message (docs/decisions/117). */
const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
const REPLY_MAX = 4096;

export const WINDOW_CLOSED =
  'The customer last wrote more than 24 hours ago: WhatsApp allows only an approved template until they write again.';

const STATUS: Record<string, string> = {
  queued: 'Sending…',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not delivered',
  not_configured: 'Not sent: WhatsApp is not set up',
};

/** When the window closes, or null when it is closed (or the customer never wrote). */
function windowClosesAt(messages: WhatsAppMessage[], now: number): number | null {
  const last = Math.max(...messages.filter((message) => message.direction === 'in' && message.sent_at).map((message) => Date.parse(message.sent_at!)));
  return Number.isFinite(last) && last + SERVICE_WINDOW_MS > now ? last + SERVICE_WINDOW_MS : null;
}

type ConversationProps = { conversation: string; name: string; staffNames: ReadonlyMap<string, string> };

/**
 * A WhatsApp lead's conversation, live, and the reply box that WhatsApp's window allows (docs/product.md §10); each
 * reply says which member of staff (`staffNames`, by id) sent it.
 */
export function WhatsAppConversation({ conversation, name, staffNames: names }: ConversationProps) {
  useLiveWhatsApp(conversation);
  const messages = useWhatsAppMessages(conversation);
  const [now] = useState(() => Date.now());
  const closesAt = windowClosesAt(messages.data ?? [], now);
  return (
    <section aria-label="WhatsApp conversation" className="space-y-3">
      {messages.isError && <FormAlert tone="error" title="The conversation could not be loaded" />}
      <ol className="space-y-2">
        {(messages.data ?? []).map((message) => (
          <li key={message.id} className={`rounded-lg border p-3 text-sm ${message.direction === 'in' ? 'mr-8 border-slate-200 bg-white' : 'ml-8 border-emerald-200 bg-emerald-50'}`}>
            <MessageText message={message} />
            <p className="mt-1 text-xs text-slate-600">
              {message.direction === 'in' ? name : (message.sent_by && names.get(message.sent_by)) || 'Sent automatically'} ·{' '}
              {formatDateTime(message.sent_at ?? message.created_at)}
              {message.direction === 'out' && ` · ${STATUS[message.status] ?? message.status}`}
            </p>
            {message.failure && <p className="mt-1 text-xs text-red-700">{message.failure}</p>}
          </li>
        ))}
      </ol>
      {messages.isSuccess && <ReplyBox conversation={conversation} closesAt={closesAt} />}
    </section>
  );
}

function MessageText({ message }: { message: WhatsAppMessage }) {
  const file = message.kind === 'image' ? 'photo' : message.kind === 'document' ? 'file' : null;
  return (
    <div className="space-y-1">
      {message.body && <p className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{message.body}</p>}
      {file && message.media_path && <MediaLink path={message.media_path} label={`Open the ${file}${message.media_name ? ` (${message.media_name})` : ''}`} />}
      {file && !message.media_path && <p className="text-slate-600">A {file} that could not be kept.</p>}
      {message.kind === 'other' && !message.body && <p className="text-slate-600">A kind of message the inbox does not show.</p>}
    </div>
  );
}

function MediaLink({ path, label }: { path: string; label: string }) {
  const [failed, setFailed] = useState(false);
  const open = () =>
    whatsAppMediaUrl(path).then(
      (url) => window.open(url, '_blank', 'noopener'),
      () => setFailed(true),
    );
  return (
    <span className="flex flex-wrap items-center gap-2">
      <button type="button" onClick={() => void open()} className="text-brand-800 underline">
        {label}
      </button>
      {failed && <span role="alert" className="text-red-700">The file could not be opened.</span>}
    </span>
  );
}

function ReplyBox({ conversation, closesAt }: { conversation: string; closesAt: number | null }) {
  const send = useSendWhatsAppReply();
  const templates = useInboxTemplates();
  const [text, setText] = useState('');
  const [template, setTemplate] = useState('');
  const chosen = template || templates.data?.[0]?.key || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reply: WhatsAppReply = closesAt ? { conversation, text: text.trim() } : { conversation, template: chosen };
    send.mutate(reply, { onSuccess: () => setText('') });
  };
  const failed = send.data && send.data.outcome !== 'sent' ? send.data.failure : null;
  return (
    <form onSubmit={submit} aria-label="Reply on WhatsApp" className="space-y-2">
      {closesAt ? (
        <>
          <TextAreaField label="Reply" rows={3} maxLength={REPLY_MAX} value={text} onChange={(event) => setText(event.target.value)} />
          <p className="text-xs text-slate-600">Free text until {formatDateTime(new Date(closesAt))}, 24 hours after the customer's last message.</p>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">{WINDOW_CLOSED}</p>
          <SelectField label="Template" value={chosen} onChange={(event) => setTemplate(event.target.value)}>
            <SelectOptions options={(templates.data ?? []).map((option) => ({ value: option.key, label: option.preview }))} />
          </SelectField>
        </>
      )}
      {send.isError && <FormAlert tone="error" title="The reply was not sent">{send.error.message}</FormAlert>}
      {failed && <FormAlert tone="error" title="The reply was not sent">{failed}</FormAlert>}
      <Button type="submit" variant="secondary" disabled={send.isPending || (closesAt ? !text.trim() : !chosen)}>
        {send.isPending ? 'Sending...' : closesAt ? 'Send reply' : 'Send template'}
      </Button>
    </form>
  );
}
