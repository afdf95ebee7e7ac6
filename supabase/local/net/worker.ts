import type pg from 'pg';

/**
 * pg_net's background worker, as the stand-in runs it (docs/decisions/113): takes the requests net.http_post queued
 * (bootstrap.sql), sends them, and keeps each answer in net._http_response under the request's id, as pg_net does
 * (supabase/pg_net, src/worker.c): the status, content type, headers and body, or `timed_out` / `error_msg`.
 * Answers older than pg_net's default time to live (6 hours) are deleted.
 */

type Request = { id: string; method: string; url: string; headers: Record<string, string> | null; body: Buffer | null; timeout_milliseconds: number };
type Answer = { status_code: number | null; content_type: string | null; headers: Record<string, string> | null; content: string | null; timed_out: boolean; error_msg: string | null };

/** The most requests taken at once: pg_net's default `pg_net.batch_size`. */
const BATCH = 200;

async function send(request: Request): Promise<Answer> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers ?? {},
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    });
    return {
      status_code: response.status,
      content_type: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content: await response.text(),
      timed_out: false,
      error_msg: null,
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    const message = timedOut ? `Timeout of ${request.timeout_milliseconds} ms reached` : (error as Error).message;
    return { status_code: null, content_type: null, headers: null, content: null, timed_out: timedOut, error_msg: message };
  }
}

/** Sends what is queued now, once each (a request is taken off the queue before it is sent); resolves to how many. */
export async function drainHttpQueue(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<Request>(
    `delete from net.http_request_queue
     where id in (select id from net.http_request_queue order by id limit $1 for update skip locked)
     returning id, method, url, headers, body, timeout_milliseconds`,
    [BATCH],
  );
  await Promise.all(
    rows.map(async (request) => {
      const answer = await send(request);
      await pool.query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [request.id, answer.status_code, answer.content_type, answer.headers, answer.content, answer.timed_out, answer.error_msg],
      );
    }),
  );
  await pool.query("delete from net._http_response where created < now() - interval '6 hours'");
  return rows.length;
}
