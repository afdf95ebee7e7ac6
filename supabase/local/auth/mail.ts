import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AuthDeps } from './endpoint.ts';
import type { TemplateName } from './settings.ts';

/**
 * The e-mails GoTrue sends (invitation, sign-up confirmation, password recovery, magic link), rendered from
 * the templates supabase/config.toml names ([auth.email.template.*], the same files a hosted project gets),
 * else from GoTrue's own defaults, and written to the stand-in's outbox instead of SMTP (as `supabase start`
 * catches them in Mailpit): `<outbox>/<time>-<type>-<id>.json` plus `.html`.
 */

/** A link's type, as /verify and the e-mail's link name it. */
export type MailType = 'invite' | 'recovery' | 'signup' | 'magiclink';

const TEMPLATE_OF: Record<MailType, TemplateName> = { invite: 'invite', recovery: 'recovery', signup: 'confirmation', magiclink: 'magic_link' };

/** GoTrue's defaults (internal/mailer/templatemailer). */
const DEFAULTS: Record<TemplateName, { subject: string; body: string }> = {
  invite: {
    subject: "You've been invited",
    body: `<h2>You've been invited</h2>\n\n<p>You've been invited to create an account. Follow the link below to accept.</p>\n<p><a href="{{ .ConfirmationURL }}">Accept invitation</a></p>`,
  },
  confirmation: {
    subject: 'Confirm your email address',
    body: `<h2>Confirm your email address</h2>\n\n<p>Follow the link below to confirm this email address and finish signing up.</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>\n`,
  },
  recovery: {
    subject: 'Reset your password',
    body: `<h2>Reset your password</h2>\n\n<p>We received a request to reset your password. Follow the link below to choose a new one.</p>\n<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>\n<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
  magic_link: {
    subject: 'Your sign-in link',
    body: `<h2>Your sign-in link</h2>\n\n<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>\n<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>`,
  },
};

export type TemplateData = {
  email: string;
  tokenHash: string;
  token: string;
  metadata: Record<string, unknown> | null;
  /** GoTrue's {{ .ConfirmationURL }}: its /verify link, which redirects to the site. */
  confirmationUrl: string;
};

/**
 * GoTrue's template variables ({{ .SiteURL }}, {{ .TokenHash }}, {{ .ConfirmationURL }}, ...), and
 * {{ .Data.key }}, the user's metadata, which Go's templates print as '<no value>' when the key is missing.
 */
function render(template: string, deps: AuthDeps, data: TemplateData): string {
  const values: Record<string, string> = {
    SiteURL: deps.siteUrl(),
    Email: data.email,
    TokenHash: data.tokenHash,
    Token: data.token,
    ConfirmationURL: escapeHtml(data.confirmationUrl),
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
  const configured = deps.settings.templates[TEMPLATE_OF[type]];
  const fallback = DEFAULTS[TEMPLATE_OF[type]];
  // content_path is relative to the project root, as the CLI reads it.
  const template = configured?.contentPath ? readFileSync(resolve(deps.rootDir, configured.contentPath), 'utf8') : fallback.body;
  const html = render(template, deps, data);
  mkdirSync(deps.outboxDir, { recursive: true });
  const base = join(deps.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${type}-${data.tokenHash.slice(0, 8)}`);
  writeFileSync(`${base}.json`, JSON.stringify({ email: { to: data.email, subject: configured?.subject ?? fallback.subject, type } }, null, 2));
  writeFileSync(`${base}.html`, html);
  deps.log(`auth: ${type} e-mail for ${data.email} kept in the outbox`);
}
