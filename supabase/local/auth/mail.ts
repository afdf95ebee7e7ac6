import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthDeps } from './endpoint.ts';

/**
 * The e-mails GoTrue sends (invitation, password recovery), rendered from the same templates that
 * supabase/config.toml gives the hosted project, and written to the stand-in's outbox instead of SMTP
 * (as `supabase start` catches them in Mailpit): `<outbox>/<time>-<type>-<id>.json` plus `.html`.
 */

export type MailType = 'invite' | 'recovery';

/** As in supabase/config.toml's [auth.email.template.*]. */
const SUBJECTS: Record<MailType, string> = {
  invite: 'You have been invited to the Chennai Outdoor Media back office',
  recovery: 'Reset your Chennai Outdoor Media password',
};

type TemplateData = { email: string; tokenHash: string; token: string; metadata: Record<string, unknown> | null };

/**
 * GoTrue's template variables this project's templates use ({{ .SiteURL }}, {{ .TokenHash }}, ...), and
 * {{ .Data.key }}, the user's metadata, which Go's templates print as '<no value>' when the key is missing.
 */
function render(template: string, deps: AuthDeps, data: TemplateData): string {
  const values: Record<string, string> = {
    SiteURL: deps.siteUrl(),
    Email: data.email,
    TokenHash: data.tokenHash,
    Token: data.token,
  };
  return template
    .replace(/\{\{\s*\.Data\.(\w+)\s*\}\}/g, (_, key: string) => escapeHtml(String(data.metadata?.[key] ?? '<no value>')))
    .replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Go's html/template escapes what it prints into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' })[char] ?? char);
}

export function sendAuthMail(deps: AuthDeps, type: MailType, data: TemplateData): void {
  const html = render(readFileSync(join(deps.templatesDir, `${type}.html`), 'utf8'), deps, data);
  mkdirSync(deps.outboxDir, { recursive: true });
  const base = join(deps.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${type}-${data.tokenHash.slice(0, 8)}`);
  writeFileSync(`${base}.json`, JSON.stringify({ email: { to: data.email, subject: SUBJECTS[type], type } }, null, 2));
  writeFileSync(`${base}.html`, html);
  deps.log(`auth: ${type} e-mail for ${data.email} kept in the outbox`);
}
