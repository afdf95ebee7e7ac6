import { dayName, escapeHtml, oneLine, rupees, type Message } from '../_shared/email-text.ts';

/** customer_statement()'s answer (docs/decisions/108). */
export type Statement = {
  customer: { name: string };
  from: string;
  to: string;
  opening_paise: number;
  closing_paise: number;
  entries: Array<{ day: string; number: string; description: string; owed: number; paid: number; balance_paise: number }>;
};

export type Contact = { name: string; email: string };

/** What the balance at the end says, as the statement's screen says it. */
function closing(statement: Statement): string {
  const on = dayName(statement.to);
  if (statement.closing_paise > 0) return `${statement.customer.name} owes ${rupees(statement.closing_paise)} on ${on}.`;
  if (statement.closing_paise < 0) return `We owe ${statement.customer.name} ${rupees(-statement.closing_paise)} on ${on}.`;
  return `Nothing is owed on ${on}.`;
}

/**
 * A client's statement of account as an e-mail: the period, the balance brought forward, each invoice, payment, TDS
 * and credit note with the running balance, and what is owed at the end; the table in the HTML, lines in the text.
 */
export function renderStatementEmail(statement: Statement, contact: Contact): Message {
  const period = `${dayName(statement.from)} to ${dayName(statement.to)}`;
  const subject = oneLine(`Statement of account, ${statement.customer.name}: ${period}`).slice(0, 200);
  const greeting = `Dear ${contact.name},`;
  const intro = `Here is your statement of account with Chennai Outdoor Media from ${period}.`;
  const rows = [
    { day: statement.from, number: '', description: 'Balance brought forward', owed: 0, paid: 0, balance_paise: statement.opening_paise },
    ...statement.entries,
  ];
  const textRows = rows.map(
    (row) =>
      `${dayName(row.day)}  ${row.number ? `${row.number}  ` : ''}${row.description}${row.owed ? `  owed ${rupees(row.owed)}` : ''}${row.paid ? `  paid or credited ${rupees(row.paid)}` : ''}  balance ${rupees(row.balance_paise)}`,
  );
  const text = [greeting, '', intro, '', ...textRows, '', closing(statement), '', 'Chennai Outdoor Media'].join('\n');
  const cell = (value: string, right = false) => `<td style="padding:4px 8px;border-bottom:1px solid #ddd${right ? ';text-align:right' : ''}">${escapeHtml(value)}</td>`;
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table style="border-collapse:collapse;font-size:14px">',
    '<thead><tr><th align="left">Date</th><th align="left">Document</th><th align="left">Details</th><th align="right">Owed</th><th align="right">Paid or credited</th><th align="right">Balance</th></tr></thead>',
    '<tbody>',
    ...rows.map(
      (row) =>
        `<tr>${cell(dayName(row.day))}${cell(row.number)}${cell(row.description)}${cell(row.owed ? rupees(row.owed) : '', true)}${cell(row.paid ? rupees(row.paid) : '', true)}${cell(rupees(row.balance_paise), true)}</tr>`,
    ),
    '</tbody></table>',
    `<p><strong>${escapeHtml(closing(statement))}</strong></p>`,
    '<p>Chennai Outdoor Media</p>',
    '</body></html>',
  ].join('\n');
  return { to: contact.email, subject, text, html };
}
