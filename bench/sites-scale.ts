import pg from 'pg';

/**
 * The sites inventory at scale: 1,000 published sites with bookings in the bench's throwaway
 * database, then the public list's filtered query (locality, 'free between' next month, sort by rate,
 * first page with the exact count) timed through PostgREST as a visitor makes it.
 */

export const SCALE_SITES = 1000;
const TIMED_RUNS = 15;
const LOCALITIES = ['OMR', 'ECR', 'GST Road', 'Anna Salai', 'T. Nagar', 'Velachery', 'Adyar', 'Anna Nagar', 'Guindy', 'Porur'];

/** Adds sites BENCH-0001 … BENCH-1000 around Chennai, a third of them booked or held next month. */
async function addSites(dbUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(
      `insert into public.sites (code, name, locality, latitude, longitude, format, width_ft, height_ft, lighting, daily_traffic, monthly_rate, published)
       select format('BENCH-%s', lpad(n::text, 4, '0')), format('Bench site %s', n), ($1::text[])[1 + n % array_length($1::text[], 1)],
              12.85 + (n % 97) * 0.004, 80.05 + (n % 89) * 0.003,
              (array['hoarding', 'unipole', 'gantry', 'bus_shelter'])[1 + n % 4], 20 + n % 30, 10 + n % 15,
              (array['non_lit', 'front_lit', 'back_lit', 'digital'])[1 + n % 4], 50000 + n * 137 % 200000,
              case when n % 10 = 0 then null else 40000 + n * 211 % 260000 end, true
       from generate_series(1, $2::int) n`,
      [LOCALITIES, SCALE_SITES],
    );
    await client.query(
      `insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name)
       select id, (date_trunc('month', current_date) + interval '1 month')::date + (n % 20)::int, (date_trunc('month', current_date) + interval '2 months')::date - 1,
              case when n % 2 = 0 then 'confirmed' else 'hold' end, 'Bench client'
       from (select id, row_number() over (order by code) as n from public.sites where code like 'BENCH-%') s
       where n % 3 = 0`,
    );
    await client.query('analyze public.sites; analyze public.site_bookings');
  } finally {
    await client.end();
  }
}

/** Median milliseconds of the filtered list's request, and how many sites it matched. */
export async function measureSitesAtScale(dbUrl: string, siteUrl: string, anonKey: string): Promise<{ sites: number; matched: number; medianMs: number }> {
  await addSites(dbUrl);
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);
  const url = `${siteUrl}/rest/v1/rpc/sites_free_between?free_from=${from}&free_to=${to}&select=*&locality=eq.OMR&order=monthly_rate.asc.nullslast,code.asc&offset=0&limit=12`;
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Prefer: 'count=exact' };
  const times: number[] = [];
  let matched = 0;
  for (let run = 0; run <= TIMED_RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (run > 0) times.push(performance.now() - started); // the first warms the plan cache
    matched = Number(response.headers.get('content-range')?.split('/')[1] ?? 0);
  }
  times.sort((a, b) => a - b);
  return { sites: SCALE_SITES, matched, medianMs: Math.round((times[Math.floor(times.length / 2)] ?? 0) * 10) / 10 };
}
