import { expect, it } from 'vitest';
import { sql } from '../support/db';

/**
 * Scheduled work (docs/decisions/053): the migrations schedule it with cron.schedule, which hosted projects get
 * from pg_cron and the stand-in from bootstrap.sql; the stand-in's scheduler (supabase/local/cron) runs them.
 */
it('the migrations schedule the hold tidy, the campaigns going live, the leads clean-up and the payment reminders where the stand-in runs them', async () => {
  expect(await sql('select jobname, schedule, command from cron.job where active order by jobname')).toEqual([
    { jobname: 'advance-campaigns', schedule: '5 * * * *', command: 'select public.advance_campaigns()' },
    { jobname: 'delete-expired-leads', schedule: '17 3 * * *', command: 'select public.delete_expired_leads()' },
    // 09:00 in India (docs/decisions/113): queue, then call the function through pg_net with Vault's secrets.
    { jobname: 'invoice-reminders', schedule: '30 3 * * *', command: expect.stringMatching(/^select public\.queue_invoice_reminders\(\);\s+select net\.http_post\(/) },
    { jobname: 'release-expired-holds', schedule: '*/10 * * * *', command: 'select public.release_expired_holds()' },
  ]);
});
