import { Button } from '@/components/Button';
import { FormAlert } from '@/components/form';
import { displayPhone, site } from '@/config/site';
import { dayName } from '../date-names';
import { today } from '@/lib/calendar-days';
import { plan, type PlanSent } from '../plan/plan-store';

/**
 * A sent plan (docs/decisions/048): its reference and when it was sent, kept until the buyer changes the plan
 * (which makes it a new one to send) or starts a new one.
 */
export function PlanSentNotice({ sent }: { sent: PlanSent }) {
  return (
    <div className="mt-6" data-print-hide>
      <FormAlert tone="success" title="Quote request sent">
        <p>
          Thank you! Your reference is <strong>{sent.reference}</strong>. We have your plan and will send a quote within {site.replyTime}; a
          copy of the plan is on its way to your e-mail.
        </p>
        <p className="mt-2">
          Sent on {dayName(today(new Date(sent.sentAt)))}. Changing a site or its dates makes this a new plan to send again.
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => plan.clear()}>
          Start a new plan
        </Button>
      </FormAlert>
    </div>
  );
}

/** The printed plan's letterhead: the agency, how to reach it, the date, and the reference once sent. */
export function PlanPrintHeader({ sent }: { sent: PlanSent | null }) {
  return (
    <div className="mb-6 hidden border-b border-slate-300 pb-4 print:block">
      <p className="text-xl font-bold text-slate-900">{site.name}</p>
      <p className="text-sm text-slate-700">
        {displayPhone(site.phone)} · {site.email}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Media plan, {dayName(today())}
        {sent && ` · Quote reference ${sent.reference}`}
      </p>
    </div>
  );
}
