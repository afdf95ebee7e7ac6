import { dayName, linkLetter, rupees, type Message } from '../_shared/email-text.ts';

/** A reminder as claim_invoice_reminders() hands it over (docs/decisions/113). */
export type ClaimedReminder = {
  reminder_id: string;
  stage: 0 | 30 | 60;
  email: string;
  contact_name: string;
  number: string;
  balance_paise: number;
  due_on: string;
  days_past_due: number;
  campaign_reference: string;
  campaign_title: string;
  token: string;
};

const overdue = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * A payment reminder in the style of the invoice's own e-mail (invoice-mail): the invoice's number, what is left to
 * pay, the due day and how many days past it, and a link that shows and prints it. Every value comes from the database.
 */
export function renderReminderEmail(reminder: ClaimedReminder, url: string): Message {
  const { number, due_on: due, days_past_due: days } = reminder;
  const left = rupees(reminder.balance_paise);
  const when = days <= 0 ? `is due today, ${dayName(due)}` : `was due on ${dayName(due)}, ${overdue(days)} ago`;
  return linkLetter({
    to: reminder.email,
    subject: days <= 0 ? `Reminder: invoice ${number}, ${left} due today` : `Reminder: invoice ${number}, ${left} ${overdue(days)} overdue`,
    greeting: reminder.contact_name ? `Dear ${reminder.contact_name},` : 'Hello,',
    opening: `Our tax invoice ${number} for ${reminder.campaign_reference} (${reminder.campaign_title}) ${when}: ${left} is left to pay.`,
    link: { url, label: 'Open the invoice', what: 'the invoice' },
    closing: 'It carries our bank details. If you have paid already, thank you, and please ignore this reminder. The link is yours alone: please do not forward it.',
  });
}
