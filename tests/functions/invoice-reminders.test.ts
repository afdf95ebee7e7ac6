import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainHttpQueue } from '../../supabase/local/net/worker.ts';
import { anonClient, signedInClient } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { keptMailsTo } from '../support/outbox';
import { remindedInvoice, remindersOf, removeReminderClients } from '../support/reminders';
import { dbUrl, serviceRoleKey, siteUrl } from '../support/stack';

/**
 * invoice-reminders on the stand-in's Deno runtime (docs/decisions/113): called with the service role, it e-mails each
 * queued payment reminder once to the campaign's contact and records what became of it; the test run configures no
 * e-mail provider, so each is kept in the run's outbox and recorded 'not_configured' with the reason. The daily job's
 * SQL reaches it through the stand-in's net.http_post and Vault, and its pg_net worker.
 */

let today: string;
const before = (days: number) => new Date(Date.parse(today) - days * 86_400_000).toISOString().slice(0, 10);

async function call(authorization: string, body: unknown = { send: 'queued' }): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${siteUrl()}/functions/v1/invoice-reminders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${authorization}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  today = await sqlValue<string>('select public.india_today()::text');
});

afterAll(removeReminderClients);

describe('invoice-reminders', () => {
  it('e-mails each queued reminder once, with the amount left, the days overdue and a link that opens the invoice, and records it', async () => {
    const invoice = await remindedInvoice({ dueOn: before(31), email: 'ravi@marina-motors.in' });
    await sql('select public.queue_invoice_reminders()');
    const first = await call(serviceRoleKey());
    expect(first.status).toBe(200);
    expect(first.body.not_configured).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = keptMailsTo('ravi@marina-motors.in');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Reminder: invoice ${invoice.number}, ₹1,18,000.00 31 days overdue`);
    expect(mail!.text).toContain(`Our tax invoice ${invoice.number} for`);
    expect(mail!.text).toContain(`was due on ${Number(before(31).slice(8))} `);
    const token = /\/invoices\/([\w-]+)/.exec(mail!.text)![1]!;
    const { data: view } = await anonClient().rpc('invoice_view', { token }).throwOnError();
    expect(view).toMatchObject({ state: 'open', number: invoice.number });
    expect(await remindersOf(invoice.id)).toEqual([{ stage: 30, status: 'not_configured', email: 'ravi@marina-motors.in', failure: 'RESEND_API_KEY is not set; kept in the local outbox' }]);

    await sql('select public.queue_invoice_reminders()');
    expect(await call(serviceRoleKey())).toEqual({ status: 200, body: { sent: 0, not_configured: 0, failed: 0 } });
    expect(keptMailsTo('ravi@marina-motors.in')).toHaveLength(1);
  });

  it('records why a queued reminder did not go when its contact lost the e-mail address meanwhile, and sends it nothing', async () => {
    const invoice = await remindedInvoice({ dueOn: today, email: 'gone@marina-motors.in' });
    await sql('select public.queue_invoice_reminders()');
    await sql("update public.customer_contacts set email = null where id = $1", [invoice.contact]);
    expect((await call(serviceRoleKey())).status).toBe(200);
    expect(await remindersOf(invoice.id)).toEqual([{ stage: 0, status: 'skipped', email: null, failure: "The campaign's contact has no e-mail address." }]);
    expect(keptMailsTo('gone@marina-motors.in')).toEqual([]);
  });

  it('refuses staff and visitors', async () => {
    const { data } = await (await signedInClient('accounts@example.com')).auth.getSession();
    expect(await call(data.session!.access_token)).toEqual({ status: 403, body: { error: 'Only the scheduled job sends payment reminders.' } });
    const visitor = await anonClient().functions.invoke('invoice-reminders', { body: { send: 'queued' } });
    expect((visitor.error as { context?: Response } | null)?.context?.status).toBe(403);
    expect((await call(serviceRoleKey(), { send: 'everything' })).status).toBe(400);
  });
});

describe("the daily job on the stand-in", () => {
  it("queues and reaches the function through net.http_post, Vault's local secrets and the pg_net worker", async () => {
    const invoice = await remindedInvoice({ dueOn: before(60), email: 'job@marina-motors.in' });
    const command = await sqlValue<string>("select command from cron.job where jobname = 'invoice-reminders'");
    await sql(command);
    const requestId = await sqlValue<string>('select last_value from net.http_request_queue_id_seq');
    const pool = new pg.Pool({ connectionString: dbUrl(), max: 1 });
    try {
      await drainHttpQueue(pool);
    } finally {
      await pool.end();
    }
    // The stand-in's own worker, woken by the same net.wake(), may have sent it first: either way it is answered once.
    let answer: { status_code: number; content: string } | undefined;
    for (let tries = 0; !answer && tries < 100; tries += 1) {
      [answer] = await sql<{ status_code: number; content: string }>('select status_code, content from net._http_response where id = $1', [requestId]);
      if (!answer) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answer?.status_code).toBe(200);
    expect(await remindersOf(invoice.id)).toEqual([{ stage: 60, status: 'not_configured', email: 'job@marina-motors.in', failure: expect.any(String) }]);
    expect(keptMailsTo('job@marina-motors.in')).toHaveLength(1);
  });
});
