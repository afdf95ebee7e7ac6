import { describe, expect, it } from 'vitest';
import { signedInClient } from '../support/clients';
import { sql } from '../support/db';
import { keptMailsTo } from '../support/outbox';

/**
 * vendor-order-mail on the stand-in's Deno runtime (docs/decisions/116): accounts e-mail a printing order to its vendor
 * with each site's material, size, rate and amount, the due day and the number to quote; the test run configures no
 * e-mail provider, so the mail is kept in the run's outbox. Sales may not send one, nor is the own crew's e-mailed.
 */

async function send(email: string, order: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await (await signedInClient(email)).functions.invoke<Record<string, unknown>>('vendor-order-mail', { body: { send: order } });
  if (!error) return { status: 200, body: data ?? {} };
  const response = (error as { context?: Response }).context;
  return { status: response?.status ?? 0, body: response ? ((await response.json()) as Record<string, unknown>) : {} };
}

describe('vendor-order-mail', () => {
  it('e-mails a printing order to its vendor with what to print at each site, the due day and the number to quote', async () => {
    const [order] = await sql<{ id: string; number: string }>("select id, number from public.vendor_orders where kind = 'printing' and status = 'sent' order by number limit 1");
    expect(await send('sales@example.com', order!.id)).toEqual({ status: 403, body: { error: 'Only admins and accounts send vendor orders.' } });
    expect(await send('accounts@example.com', order!.id)).toEqual({ status: 200, body: { email: 'not_configured' } });
    const [mail, ...more] = keptMailsTo('orders@murugan-flex.example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(new RegExp(`^Printing order ${order!.number.replace(/\//g, '\\/')} from Chennai Outdoor Media, due \\d+ \\w{3} \\d{4}$`));
    expect(mail!.text).toContain('Dear Sri Murugan Flex Prints,');
    expect(mail!.text).toMatch(/- CHN-ANN-002, .+: Backlit flex, 16 oz, \d+(\.\d)? x \d+(\.\d)? ft x 1 at ₹22\.00 a sq ft: ₹[\d,]+\.\d{2}/);
    expect(mail!.text).toContain(`Please quote ${order!.number} on your bill.`);
  });

  it('refuses to e-mail the own crew\'s mounting order', async () => {
    const [order] = await sql<{ id: string; number: string }>('select id, number from public.vendor_orders where vendor_id is null limit 1');
    expect(await send('accounts@example.com', order!.id)).toEqual({ status: 409, body: { error: `Order ${order!.number} is for our own crew: it is not e-mailed.` } });
  });
});
