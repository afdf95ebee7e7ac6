import { dayName, escapeHtml, oneLine, rupees, type Message } from '../_shared/email-text.ts';

/** An order as the caller reads it, with its vendor and campaign (docs/decisions/116). */
export type MailedVendorOrder = {
  number: string;
  kind: 'printing' | 'mounting';
  code: string;
  due_on: string;
  deliver_to: string | null;
  note: string | null;
  ordered_paise: number;
  vendor: { name: string; email: string } | null;
  campaign: { reference: string; title: string } | null;
  lines: Array<{ material: string; width_ft: number; height_ft: number; quantity: number; rate_paise: number; amount_paise: number; line: { site: { code: string; name: string; address: string | null } | null } | null }>;
};

/**
 * The e-mail that sends a vendor its order: what to print or mount at each site, the size, how many, the rate and the
 * amount, by when and where to deliver, and the number to quote on the bill. Every value comes from the database.
 */
export function renderVendorOrderEmail(order: MailedVendorOrder): Message {
  const what = order.kind === 'printing' ? 'Printing' : 'Mounting';
  const subject = oneLine(`${what} order ${order.number} from Chennai Outdoor Media, due ${dayName(order.due_on)}`);
  const rows = order.lines.map((line) => {
    const site = line.line?.site;
    return {
      site: site ? `${site.code}, ${site.address ?? site.name}` : 'Site',
      text: `${line.material}, ${line.width_ft} x ${line.height_ft} ft x ${line.quantity} at ${rupees(line.rate_paise)} a sq ft: ${rupees(line.amount_paise)}`,
    };
  });
  const facts = [
    `For: ${order.campaign ? `${order.campaign.reference} ${order.campaign.title}` : 'our campaign'}`,
    `HSN/SAC: ${order.code}`,
    `Due on: ${dayName(order.due_on)}`,
    ...(order.deliver_to ? [`Deliver to: ${order.deliver_to}`] : []),
    ...(order.note ? [`Note: ${order.note}`] : []),
  ];
  const greeting = `Dear ${order.vendor?.name ?? 'Sir or Madam'},`;
  const opening = `Please take up our ${what.toLowerCase()} order ${order.number}:`;
  const total = `Total before GST: ${rupees(order.ordered_paise)}. GST as applicable, shown separately. Please quote ${order.number} on your bill.`;
  const text = [greeting, '', opening, '', ...rows.map((row) => `- ${row.site}: ${row.text}`), '', ...facts, '', total, '', 'Chennai Outdoor Media'].join('\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    `<ul>${rows.map((row) => `<li><strong>${escapeHtml(row.site)}</strong>: ${escapeHtml(row.text)}</li>`).join('')}</ul>`,
    `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(total)}</p>`,
    '<p>Chennai Outdoor Media</p>',
    '</body></html>',
  ].join('');
  return { to: order.vendor?.email ?? '', subject, text, html };
}
