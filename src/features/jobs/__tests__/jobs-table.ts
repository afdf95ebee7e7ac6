import { http, HttpResponse } from 'msw';
import { testOrigin } from '@/testing/rest';

/** A list row of mounting_jobs as the jobs list selects it. */
export type JobRow = {
  id: string;
  due_on: string;
  kind: string;
  state: string;
  assignee_id: string | null;
  campaign_id: string;
  site: { code: string; name: string };
  campaign: { reference: string };
  proof_photos: Array<{ count: number }>;
};

/** Whether `row` passes one PostgREST condition (`eq.x`, `in.(a,b)`, `lt.x`, `gte.x`, `is.null`) on `column`. */
function passes(row: JobRow, column: string, condition: string): boolean {
  const value = row[column as keyof JobRow] as string | null;
  const [op, ...rest] = condition.split('.');
  const operand = rest.join('.');
  switch (op) {
    case 'eq':
      return value === operand;
    case 'in':
      return operand.replace(/^\(|\)$/g, '').split(',').includes(String(value));
    case 'lt':
      return value !== null && value < operand;
    case 'gte':
      return value !== null && value >= operand;
    case 'is':
      return value === null;
    default:
      throw new Error(`no ${op} in this fake`);
  }
}

/**
 * GET /rest/v1/mounting_jobs as PostgREST answers the jobs list: the filters it sends (columns, `or=(a.op.x,b.op.y)`),
 * by due day then id, offset and limit, and the count in Content-Range. Each request's address is kept.
 */
export function jobsTable(rows: JobRow[]) {
  const gets: URL[] = [];
  const handler = http.get(`${testOrigin}/rest/v1/mounting_jobs`, ({ request }) => {
    const address = new URL(request.url);
    gets.push(address);
    let matching = [...rows];
    for (const [name, condition] of address.searchParams) {
      if (['select', 'order', 'offset', 'limit'].includes(name)) continue;
      if (name === 'or') {
        const parts = condition.replace(/^\(|\)$/g, '').split(',');
        matching = matching.filter((row) => parts.some((part) => passes(row, part.slice(0, part.indexOf('.')), part.slice(part.indexOf('.') + 1))));
      } else {
        matching = matching.filter((row) => passes(row, name, condition));
      }
    }
    matching.sort((a, b) => a.due_on.localeCompare(b.due_on) || a.id.localeCompare(b.id));
    const offset = Number(address.searchParams.get('offset') ?? 0);
    const limit = Number(address.searchParams.get('limit') ?? matching.length);
    if (offset > 0 && offset >= matching.length) {
      return HttpResponse.json(
        { code: 'PGRST103', message: 'Requested range not satisfiable', details: `An offset of ${offset} was requested, but there are only ${matching.length} rows.` },
        { status: 416 },
      );
    }
    const page = matching.slice(offset, offset + limit);
    const range = page.length > 0 ? `${offset}-${offset + page.length - 1}` : '*';
    return HttpResponse.json(page, { headers: { 'Content-Range': `${range}/${matching.length}` } });
  });
  return { handler, gets };
}

let serial = 0;

/** A job row due on `due_on` in `state`, with its site `code`. */
export function jobRow(due_on: string, state: string, code: string, extra: Partial<JobRow> = {}): JobRow {
  serial += 1;
  return {
    id: `10b00000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    due_on,
    kind: 'mounting',
    state,
    assignee_id: 'c4e00000-0000-4000-8000-000000000001',
    campaign_id: 'c0a10004-5eed-4000-8000-000000000004',
    site: { code, name: `Site ${code}` },
    campaign: { reference: 'CP-C0A10004' },
    proof_photos: [{ count: state === 'todo' ? 0 : 4 }],
    ...extra,
  };
}
