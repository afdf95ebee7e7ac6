import { expect, it } from 'vitest';
import { sql } from '../support/db';

/**
 * Scheduled work (docs/decisions/053): the migrations schedule it with cron.schedule, which hosted projects get
 * from pg_cron and the stand-in from bootstrap.sql; the stand-in's scheduler (supabase/local/cron) runs them.
 */
it('the migrations schedule the hold tidy, the campaigns going live and the leads clean-up where the stand-in runs them', async () => {
  expect(await sql('select jobname, schedule, command from cron.job where active order by jobname')).toEqual([
    { jobname: 'advance-campaigns', schedule: '5 * * * *', command: 'select public.advance_campaigns()' },
    { jobname: 'delete-expired-leads', schedule: '17 3 * * *', command: 'select public.delete_expired_leads()' },
    { jobname: 'release-expired-holds', schedule: '*/10 * * * *', command: 'select public.release_expired_holds()' },
  ]);
});
