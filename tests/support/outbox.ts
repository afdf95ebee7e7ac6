import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDir } from './stack';

/**
 * The auth e-mails (invitation, password recovery) the stand-in wrote to the run's outbox instead of
 * sending them (supabase/local/auth/mail.ts): `<time>-<type>-<id>.json` with the headers, `.html` with
 * the rendered template.
 */

export type AuthMailType = 'invite' | 'recovery';
export type AuthMail = { to: string; subject: string; type: AuthMailType; html: string; link: string };

const outboxDir = () => join(runDir(), 'outbox');

/** Every auth e-mail to `to` (any case), oldest first. */
export function authMailsTo(to: string, type?: AuthMailType): AuthMail[] {
  if (!existsSync(outboxDir())) return [];
  return readdirSync(outboxDir())
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const path = join(outboxDir(), name);
      const { email } = JSON.parse(readFileSync(path, 'utf8')) as { email: Partial<AuthMail> };
      return { email, html: existsSync(path.replace(/\.json$/, '.html')) ? readFileSync(path.replace(/\.json$/, '.html'), 'utf8') : '' };
    })
    .filter(({ email }) => email.type && email.to?.toLowerCase() === to.toLowerCase() && (!type || email.type === type))
    .map(({ email, html }) => ({
      to: email.to as string,
      subject: email.subject as string,
      type: email.type as AuthMailType,
      html,
      link: (/href="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&'),
    }));
}

/** The newest auth e-mail of `type` to `to`; throws when there is none. */
export function latestAuthMail(to: string, type: AuthMailType): AuthMail {
  const mail = authMailsTo(to, type).at(-1);
  if (!mail) throw new Error(`no ${type} e-mail to ${to} in the outbox`);
  return mail;
}

/** The token hash a link carries (`?token_hash=`). */
export const tokenHashOf = (mail: AuthMail) => new URL(mail.link).searchParams.get('token_hash') ?? '';

/** An e-mail an edge function kept (notify-lead, notify-staff: supabase/functions/_shared/email.ts). */
export type KeptMail = { from: string; to: string; cc?: string[]; replyTo?: string; subject: string; text: string };

/** Every e-mail the functions kept for `to` (any case). */
export function keptMailsTo(to: string): KeptMail[] {
  if (!existsSync(outboxDir())) return [];
  return readdirSync(outboxDir())
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => (JSON.parse(readFileSync(join(outboxDir(), name), 'utf8')) as { email: Partial<KeptMail> & { type?: string } }).email)
    .filter((email): email is KeptMail & { type?: string } => !email.type && email.to?.toLowerCase() === to.toLowerCase());
}

/** A WhatsApp message the stand-in's graph kept instead of sending (supabase/local/graph): Meta's message object. */
export type KeptWhatsApp = { id: string; message: { to: string; type: 'text' | 'template'; text?: { body: string }; template?: { name: string; components?: Array<{ parameters: Array<{ text: string }> }> } } };

/** Every WhatsApp message kept for a number (E.164 or digits), oldest first. */
export function keptWhatsAppsTo(phone: string): KeptWhatsApp[] {
  const dir = join(outboxDir(), 'whatsapp');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as KeptWhatsApp)
    .filter((kept) => kept.message.to === phone.replace(/\D/g, ''));
}
