import pg from 'pg';
import type { Service, ServiceContext } from '../service.ts';
import { isDue, parseSchedule } from './schedule.ts';

/**
 * The stand-in's pg_cron (docs/decisions/053): hosted projects run scheduled SQL with pg_cron; here
 * bootstrap.sql gives the database pg_cron's surface (cron.schedule, cron.unschedule, cron.job) and this
 * service runs each active job at the start of every minute its schedule names, as the database owner, as
 * pg_cron does. It answers no requests.
 */

const ADMIN_SHUTDOWN = '57P01';

export function startCron(ctx: ServiceContext): Service {
  const pool = new pg.Pool({ connectionString: ctx.dbUrl, max: 1 });
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== ADMIN_SHUTDOWN) ctx.log(`cron: database pool error: ${error.message}`);
  });
  let interval: NodeJS.Timeout | undefined;

  async function runDue(moment: Date): Promise<void> {
    const { rows } = await pool.query<{ jobname: string; schedule: string; command: string }>(
      'select jobname, schedule, command from cron.job where active order by jobid',
    );
    for (const job of rows) {
      try {
        if (isDue(parseSchedule(job.schedule), moment)) await pool.query(job.command);
      } catch (error) {
        ctx.log(`cron: job ${job.jobname} failed: ${(error as Error).message}`);
      }
    }
  }

  const tick = () => {
    runDue(new Date()).catch((error: Error) => ctx.log(`cron: could not read cron.job: ${error.message}`));
  };
  // The first run at the next whole minute, then every minute.
  const start = setTimeout(() => {
    tick();
    interval = setInterval(tick, 60_000);
    interval.unref();
  }, 60_000 - (Date.now() % 60_000));
  start.unref();

  return {
    prefix: '/_stand-in/cron',
    async close() {
      clearTimeout(start);
      clearInterval(interval);
      await pool.end();
    },
  };
}
