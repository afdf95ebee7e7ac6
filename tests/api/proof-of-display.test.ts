import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { testUser } from '../support/users';

/**
 * Proof of display through the API (docs/decisions/057): crew read and photograph only the jobs assigned to them,
 * into a private bucket anon cannot read; a photo's time is the server's and its distance from the site the
 * database's; a job whose shots are in awaits approval, and approving every job makes the campaign live; a
 * client reads the report only through its token.
 */

let sales: Client;
let crew: Client;
let editor: Client;
let campaignId: string;
let jobId: string;
let site: { id: string; latitude: number; longitude: number };
const CREW_ID = '5eed0000-0000-4000-8000-000000000007';

/** A real 40×30 JPEG, a colour of its own each time: the same bytes twice are flagged as the same picture. */
async function jpeg(): Promise<Blob> {
  const background = `#${randomBytes(3).toString('hex')}`;
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background } }).jpeg().toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

/** Uploads a photo for `job` as `by` and records it with `fields`; answers the row's id and any refusal. */
async function shoot(by: Client, job: string, shot: string, fields: Record<string, unknown> = {}) {
  const id = randomUUID();
  const path = `photos/${job}/${id}.jpg`;
  const upload = await by.storage.from('proofs').upload(path, await jpeg(), { contentType: 'image/jpeg' });
  if (upload.error) return { id, error: upload.error.message };
  const { error } = await by.from('proof_photos').insert({ id, job_id: job, shot, object_path: path, captured: true, latitude: site.latitude, longitude: site.longitude, accuracy_m: 6, ...fields });
  return { id, error: error?.message };
}

beforeAll(async () => {
  [sales, crew, editor] = await Promise.all(['sales@example.com', 'crew@example.com', 'editor@example.com'].map((email) => signedInClient(email)));
  // A campaign of its own on a non-lit site, confirmed for November 2027: the confirmation makes its mounting job.
  [site] = await sql<{ id: string; latitude: number; longitude: number }>("select id, latitude, longitude from public.sites where code = 'CHN-OMR-005'");
  campaignId = await sqlValue<string>(
    "insert into public.campaigns (title, customer_id) values ('Proof test', '5eedc057-0000-4000-8000-000000000004') returning id",
  );
  const booking = await sqlValue<string>(
    "insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name) values ($1, '2027-11-01', '2027-11-30', 'confirmed', 'Marina Mart') returning id",
    [site.id],
  );
  await sql("insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate, booking_id) values ($1, $2, '2027-11-01', '2027-11-30', 50000, $3)", [campaignId, site.id, booking]);
  await sql("update public.campaigns set status = 'confirmed' where id = $1", [campaignId]);
  jobId = await sqlValue<string>("select id from public.mounting_jobs where campaign_id = $1 and kind = 'mounting'", [campaignId]);
});

afterAll(async () => {
  await serviceClient().storage.from('proofs').remove((await sql<{ name: string }>("select name from storage.objects where bucket_id = 'proofs' and name like $1", [`photos/${jobId}/%`])).map((row) => row.name));
  await sql('delete from public.campaigns where id = $1', [campaignId]);
  await sql("delete from public.site_bookings where site_id = $1 and starts_on = '2027-11-01'", [site.id]);
});

describe('jobs', () => {
  it('a confirmed line makes its mounting job, due on its first day; it is assigned to crew only', async () => {
    expect(await sql('select due_on::text, state, kind from public.mounting_jobs where id = $1', [jobId])).toEqual([{ due_on: '2027-11-01', state: 'todo', kind: 'mounting' }]);
    const { error } = await sales.from('mounting_jobs').update({ assignee_id: '5eed0000-0000-4000-8000-000000000002' }).eq('id', jobId);
    expect(error?.message).toBe('A job is assigned to a crew member: choose one from the crew.');
    await sales.from('mounting_jobs').update({ assignee_id: CREW_ID }).eq('id', jobId).throwOnError();
  });

  it('crew read only the jobs assigned to them; editors and visitors read none', async () => {
    const { data: mine } = await crew.from('mounting_jobs').select('id, assignee_id').throwOnError();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((job) => job.assignee_id === CREW_ID)).toBe(true);
    await sql("update public.mounting_jobs set assignee_id = null where id = '10b00004-5eed-4000-8000-000000000004'");
    try {
      expect((await crew.from('mounting_jobs').select('id').eq('id', '10b00004-5eed-4000-8000-000000000004')).data).toEqual([]);
    } finally {
      await sql(`update public.mounting_jobs set assignee_id = '${CREW_ID}' where id = '10b00004-5eed-4000-8000-000000000004'`);
    }
    for (const client of [editor, anonClient()]) {
      expect((await client.from('mounting_jobs').select('id')).data ?? []).toEqual([]);
      expect((await client.from('proof_photos').select('id')).data ?? []).toEqual([]);
    }
    // Staff who manage jobs choose among the crew; others are told of no one.
    expect((await sales.rpc('crew_members').throwOnError()).data).toEqual([{ id: CREW_ID, full_name: 'Karthik Murugan', email: 'crew@example.com' }]);
    expect((await editor.rpc('crew_members')).data ?? []).toEqual([]);
    // Crew read the site of a job even when it is not published; a visitor does not.
    await sql('update public.sites set published = false where id = $1', [site.id]);
    try {
      expect((await crew.from('sites').select('code').eq('id', site.id)).data).toEqual([{ code: 'CHN-OMR-005' }]);
      expect((await anonClient().from('sites').select('code').eq('id', site.id)).data).toEqual([]);
    } finally {
      await sql('update public.sites set published = true where id = $1', [site.id]);
    }
    // Crew see no campaign, line, price or customer.
    for (const table of ['campaigns', 'campaign_lines', 'customers'] as const) expect((await crew.from(table).select('id')).data ?? []).toEqual([]);
  });
});

describe('photos', () => {
  it("crew upload only to their own jobs; a job not theirs, a non-image and a file over 10 MB are refused, and anon reads nothing", async () => {
    const other = '10b00001-5eed-4000-8000-000000000001';
    await sql('update public.mounting_jobs set assignee_id = null where id = $1', [other]);
    try {
      const refused = await crew.storage.from('proofs').upload(`photos/${other}/${randomUUID()}.jpg`, await jpeg(), { contentType: 'image/jpeg' });
      expect(refused.error).not.toBeNull();
    } finally {
      await sql('update public.mounting_jobs set assignee_id = $2 where id = $1', [other, CREW_ID]);
    }
    const text = await crew.storage.from('proofs').upload(`photos/${jobId}/${randomUUID()}.jpg`, new Blob(['not a photo'], { type: 'text/plain' }), { contentType: 'text/plain' });
    expect(text.error?.message).toMatch(/mime type text\/plain is not supported/i);
    const huge = await crew.storage.from('proofs').upload(`photos/${jobId}/${randomUUID()}.jpg`, new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/jpeg' }), { contentType: 'image/jpeg' });
    expect(huge.error?.message).toMatch(/exceeded the maximum allowed size/i);

    const visitor = anonClient().storage.from('proofs');
    expect((await visitor.list(`photos/${other}`)).data ?? []).toEqual([]);
    expect((await visitor.download(`photos/${other}/9f000101-5eed-4000-8000-000000000001.jpg`)).data).toBeNull();
    expect((await editor.storage.from('proofs').download(`photos/${other}/9f000101-5eed-4000-8000-000000000001.jpg`)).data).toBeNull();
  });

  it('another crew member can neither upload nor record a photo of a job assigned to someone else (a shared phone, decision 058)', async () => {
    const colleague = await testUser('crew');
    const id = randomUUID();
    const path = `photos/${jobId}/${id}.jpg`;
    const upload = await colleague.client.storage.from('proofs').upload(path, await jpeg(), { contentType: 'image/jpeg' });
    expect(upload.error?.message).toMatch(/row-level security/i);
    // The file in place (its assignee's upload), recording it as the colleague is still refused.
    await crew.storage.from('proofs').upload(path, await jpeg(), { contentType: 'image/jpeg' }).then(({ error }) => expect(error).toBeNull());
    const { error } = await colleague.client.from('proof_photos').insert({ id, job_id: jobId, shot: 'close_up', object_path: path, captured: true });
    expect(error?.code).toBe('42501');
    expect(await sqlValue<number>('select count(*)::int from public.proof_photos where id = $1', [id])).toBe(0);
  });

  it("keeps the server's time whatever the phone's clock says, and the phone's beside it", async () => {
    const dayBack = new Date(Date.now() - 86_400_000).toISOString();
    const { id, error } = await shoot(crew, jobId, 'close_up', { phone_time: dayBack });
    expect(error).toBeUndefined();
    const [row] = await sql<{ taken_at: Date; phone_time: Date; uploaded_by: string }>('select taken_at, phone_time, uploaded_by from public.proof_photos where id = $1', [id]);
    expect(Math.abs(row!.taken_at.getTime() - Date.now())).toBeLessThan(60_000);
    expect(row!.phone_time.toISOString()).toBe(dayBack);
    expect(row!.uploaded_by).toBe(CREW_ID);
    // The time is not the caller's to give.
    const given = await crew.from('proof_photos').insert({ id: randomUUID(), job_id: jobId, shot: 'close_up', object_path: 'x', captured: true, taken_at: dayBack } as never);
    expect(given.error?.code).toBe('42501');
  });

  it('flags a photo 2 km from its site, one without a location fix and one picked from the gallery', async () => {
    const far = await shoot(crew, jobId, 'approach', { latitude: site.latitude + 0.018 });
    const noFix = await shoot(crew, jobId, 'approach', { latitude: null, longitude: null, accuracy_m: null });
    const picked = await shoot(crew, jobId, 'approach', { captured: false });
    const rows = await sql<{ id: string; distance_m: number | null; flags: string[] }>('select id, distance_m, flags from public.proof_photos where id = any($1)', [[far.id, noFix.id, picked.id]]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(far.id)?.distance_m).toBeGreaterThan(1900);
    expect(byId.get(far.id)?.flags).toEqual(['far']);
    expect(byId.get(noFix.id)).toMatchObject({ distance_m: null, flags: ['no_fix'] });
    expect(byId.get(picked.id)).toMatchObject({ distance_m: 0, flags: ['gallery'] });
  });

  it("flags a photo whose own EXIF position or date disagrees with the phone's, and not one that agrees", async () => {
    const phoneTime = new Date();
    const agrees = await shoot(crew, jobId, 'approach', { phone_time: phoneTime.toISOString(), exif_taken_at: new Date(phoneTime.getTime() - 60_000).toISOString(), exif_latitude: site.latitude, exif_longitude: site.longitude });
    const elsewhere = await shoot(crew, jobId, 'approach', { exif_latitude: site.latitude + 0.018, exif_longitude: site.longitude });
    const earlier = await shoot(crew, jobId, 'approach', { phone_time: phoneTime.toISOString(), exif_taken_at: new Date(phoneTime.getTime() - 3 * 3_600_000).toISOString() });
    const rows = await sql<{ id: string; flags: string[] }>('select id, flags from public.proof_photos where id = any($1)', [[agrees.id, elsewhere.id, earlier.id]]);
    expect(new Map(rows.map((row) => [row.id, row.flags]))).toEqual(new Map([[agrees.id, []], [elsewhere.id, ['exif_place']], [earlier.id, ['exif_time']]]));
  });

  it('takes only files whose bytes are a picture, and flags a picture sent before (for this site or another)', async () => {
    // A page of HTML declared as a JPEG: refused by its bytes, whatever its Content-Type says.
    const html = new Blob(['<html><body>not a photo of the site</body></html>'], { type: 'image/jpeg' });
    const fake = await crew.storage.from('proofs').upload(`photos/${jobId}/${randomUUID()}.jpg`, html, { contentType: 'image/jpeg' });
    expect(fake.error?.message).toBe('The file content is not of an allowed type');

    const picture = await jpeg();
    const sent: string[] = [];
    for (let i = 0; i < 2; i++) {
      const id = randomUUID();
      const path = `photos/${jobId}/${id}.jpg`;
      await crew.storage.from('proofs').upload(path, picture, { contentType: 'image/jpeg' }).then(({ error }) => expect(error).toBeNull());
      await crew.from('proof_photos').insert({ id, job_id: jobId, shot: 'close_up', object_path: path, captured: true, latitude: site.latitude, longitude: site.longitude, accuracy_m: 6 }).throwOnError();
      sent.push(id);
    }
    const flags = await sql<{ id: string; flags: string[] }>('select id, flags from public.proof_photos where id = any($1)', [sent]);
    expect(new Map(flags.map((row) => [row.id, row.flags]))).toEqual(new Map([[sent[0], []], [sent[1], ['duplicate']]]));
  });

  it('stores a photo once: its file cannot be uploaded again, and recording it again adds nothing', async () => {
    const { id } = await shoot(crew, jobId, 'newspaper');
    const again = await crew.storage.from('proofs').upload(`photos/${jobId}/${id}.jpg`, await jpeg(), { contentType: 'image/jpeg' });
    expect(again.error?.message).toMatch(/already exists/i);
    await crew.from('proof_photos').upsert({ id, job_id: jobId, shot: 'newspaper', object_path: `photos/${jobId}/${id}.jpg`, captured: true }, { ignoreDuplicates: true }).throwOnError();
    expect(await sqlValue<number>('select count(*)::int from public.proof_photos where id = $1', [id])).toBe(1);
    // A row without its file is refused.
    const missing = randomUUID();
    const { error } = await crew.from('proof_photos').insert({ id: missing, job_id: jobId, shot: 'newspaper', object_path: `photos/${jobId}/${missing}.jpg`, captured: true });
    expect(error?.message).toBe('Upload the photo before recording it.');
  });

  it('never replaces a photo\'s file: not by an upsert URL, nor by the service role (decisions 074 and 086)', async () => {
    const id = randomUUID();
    const path = `photos/${jobId}/${id}.jpg`;
    // An upsert reads the row back, and no one reads the proofs bucket through Storage: crew cannot sign one.
    expect((await crew.storage.from('proofs').createSignedUploadUrl(path, { upsert: true })).error?.message).toMatch(/row-level security/i);
    // One signed by the service before the first upload, as a leaked or scripted URL would be.
    const { data: signed } = await serviceClient().storage.from('proofs').createSignedUploadUrl(path, { upsert: true });
    const first = await jpeg();
    expect((await crew.storage.from('proofs').uploadToSignedUrl(path, signed?.token as string, first, { contentType: 'image/jpeg' })).error).toBeNull();
    await crew.from('proof_photos').insert({ id, job_id: jobId, shot: 'approach', object_path: path, captured: true, latitude: site.latitude, longitude: site.longitude }).throwOnError();

    const other = new Blob([new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b91c1c' } }).jpeg().toBuffer())], { type: 'image/jpeg' });
    const again = await crew.storage.from('proofs').uploadToSignedUrl(path, signed?.token as string, other, { contentType: 'image/jpeg' });
    expect(again.error?.message).toBe('A proof photo is never replaced: take a new photo instead.');
    const byService = await serviceClient().storage.from('proofs').upload(path, other, { contentType: 'image/jpeg', upsert: true });
    expect(byService.error?.message).toBe('A proof photo is never replaced: take a new photo instead.');
    const moved = await serviceClient().storage.from('proofs').move(path, `photos/${jobId}/${randomUUID()}.jpg`);
    expect(moved.error?.message).toBe('A proof photo is never replaced: take a new photo instead.');

    const { data: kept } = await serviceClient().storage.from('proofs').download(path);
    expect(Buffer.from(await (kept as Blob).arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  });
});

describe('links to the files', () => {
  /** How long a signed URL's token lasts, in seconds. */
  const lifetime = (url: string) => {
    const token = new URL(url).searchParams.get('token') ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };
    return claims.exp - claims.iat;
  };

  it("signs the job's photo and creative for its crew and for staff, for ten minutes, and for no one else (decision 086)", async () => {
    const photo = await sqlValue<string>('select object_path from public.proof_photos where job_id = $1 limit 1', [jobId]);
    const creative = `creatives/${campaignId}/artwork.jpg`;
    await sales.storage.from('proofs').upload(creative, await jpeg(), { contentType: 'image/jpeg' }).then(({ error }) => expect(error).toBeNull());
    await sql('update public.mounting_jobs set creative_path = $2 where id = $1', [jobId, creative]);
    const files = [{ path: photo }, { path: creative }, { path: photo, width: 240 }];
    const links = async (as: Client) => {
      const { data, error } = await as.functions.invoke<{ urls: Array<string | null> }>('proof-files', { body: { files } });
      if (error) throw error;
      return data?.urls ?? [];
    };

    // Storage signs for as long as it is asked: nobody reads the bucket through it, crew and staff alike.
    for (const as of [crew, sales]) {
      expect((await as.storage.from('proofs').createSignedUrl(creative, 10 * 365 * 86_400)).data).toBeNull();
      expect((await as.storage.from('proofs').download(photo)).data).toBeNull();
    }
    for (const as of [crew, sales]) {
      const urls = await links(as);
      expect(urls.map((url) => url !== null)).toEqual([true, true, true]);
      for (const url of urls) expect(lifetime(url as string)).toBe(600);
      expect((await fetch(urls[0] as string)).status).toBe(200);
      expect((await fetch(urls[2] as string)).headers.get('content-type')).toMatch(/^image\//);
    }
    expect(await links(editor)).toEqual([null, null, null]);
    const { error: anonymous } = await anonClient().functions.invoke('proof-files', { body: { files } });
    expect((anonymous as { context?: Response } | null)?.context?.status).toBe(401);
    const { error: shapeless } = await crew.functions.invoke('proof-files', { body: { files: [{ path: '../media/x.jpg' }] } });
    expect((shapeless as { context?: Response } | null)?.context?.status).toBe(400);

    // Taken off the job, the crew member gets no new link.
    await sql('update public.mounting_jobs set assignee_id = null where id = $1', [jobId]);
    try {
      expect(await links(crew)).toEqual([null, null, null]);
    } finally {
      await sql('update public.mounting_jobs set assignee_id = $2 where id = $1', [jobId, CREW_ID]);
    }
  });
});

describe('approval and the report', () => {
  it('a job with every shot is mounted; approving it makes the campaign live; a re-shoot needs a reason', async () => {
    // The non-lit site needs a close-up, an approach and a newspaper shot, all sent above.
    expect(await sqlValue('select state from public.mounting_jobs where id = $1', [jobId])).toBe('mounted');
    expect((await crew.from('mounting_jobs').update({ state: 'approved' }).eq('id', jobId).select('id')).data).toEqual([]);
    const noReason = await sales.from('mounting_jobs').update({ state: 'reshoot' }).eq('id', jobId);
    expect(noReason.error?.message).toMatch(/mounting_jobs_reshoot_reason/);
    await sales.from('mounting_jobs').update({ state: 'approved' }).eq('id', jobId).throwOnError();
    expect(await sqlValue('select status from public.campaigns where id = $1', [campaignId])).toBe('live');
    expect(await sqlValue('select approved_by from public.mounting_jobs where id = $1', [jobId])).toBe('5eed0000-0000-4000-8000-000000000006');
  });

  it('a report opens only through its live token, with the approved photos, their server time and distance', async () => {
    expect((await crew.rpc('share_proof_report', { campaign: campaignId })).error?.code).toBe('42501');
    const { data: token } = await sales.rpc('share_proof_report', { campaign: campaignId }).throwOnError();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const service = serviceClient();
    const { data: report } = await service.rpc('proof_report', { token }).throwOnError();
    const sites = (report as { sites: Array<{ photos: Array<{ shot: string; taken_at: string; distance_m: number | null; path: string }> }> }).sites;
    expect(report).toMatchObject({ title: 'Proof test', customer: 'Marina Mart', complete: true });
    expect(sites[0]?.photos.map((photo) => photo.shot)).toEqual(['close_up', 'approach', 'newspaper']);
    expect(sites[0]?.photos.every((photo) => photo.path.startsWith(`photos/${jobId}/`) && photo.taken_at)).toBe(true);
    // Visitors may not call it: the report is the proof-report function's.
    expect((await anonClient().rpc('proof_report', { token })).error?.code).toBe('42501');
    expect((await service.rpc('proof_report', { token: 'NotTheTokenNotTheTokenNotTheToken' })).data).toBeNull();
    await sales.rpc('revoke_proof_report', { campaign: campaignId }).throwOnError();
    expect((await service.rpc('proof_report', { token })).data).toBeNull();
  });

  it('asks again for only the shots staff reject, each with its reason: the other photos still count (decision 097)', async () => {
    const photoOf = (shot: string) =>
      sql<{ id: string; rejected_reason: string | null; rejected_by: string | null }>(
        'select id, rejected_reason, rejected_by from public.proof_photos where job_id = $1 and shot = $2 order by taken_at desc',
        [jobId, shot],
      );
    const [approach] = await photoOf('approach');
    const reshootAt = await sqlValue('select reshoot_at from public.mounting_jobs where id = $1', [jobId]);
    expect((await crew.rpc('ask_for_shots_again', { job: jobId, shots: [{ shot: 'approach', reason: 'Blurred.' }] })).error?.code).toBe('42501');
    expect((await sales.rpc('ask_for_shots_again', { job: jobId, shots: [{ shot: 'approach', reason: ' ' }] })).error?.message).toBe(
      'Say why this photo must be taken again (at most 500 characters).',
    );
    expect((await sales.rpc('ask_for_shots_again', { job: jobId, shots: [{ shot: 'night', reason: 'Too dark.' }] })).error?.message).toBe(
      'This job has no photo of that shot to ask again for.',
    );
    await sales.rpc('ask_for_shots_again', { job: jobId, shots: [{ shot: 'approach', reason: 'The approach is blurred: take it from the signal.' }] }).throwOnError();

    const [job] = await sql<{ state: string; reshoot_reason: string; reshoot_at: unknown; approved_at: unknown }>('select state, reshoot_reason, reshoot_at, approved_at from public.mounting_jobs where id = $1', [jobId]);
    expect(job).toEqual({ state: 'reshoot', reshoot_reason: 'The approach is blurred: take it from the signal.', reshoot_at: reshootAt, approved_at: null });
    expect((await photoOf('approach'))[0]).toEqual({ id: approach!.id, rejected_reason: 'The approach is blurred: take it from the signal.', rejected_by: '5eed0000-0000-4000-8000-000000000006' });
    // Crew cannot clear a rejection: the photo's columns are the function's.
    expect((await crew.from('proof_photos').update({ rejected_at: null, rejected_reason: null }).eq('id', approach!.id).select('id')).data ?? []).toEqual([]);

    // The approach taken again is all the job needs: the close-up and the newspaper still count.
    expect((await shoot(crew, jobId, 'approach')).error).toBeUndefined();
    expect(await sqlValue('select state from public.mounting_jobs where id = $1', [jobId])).toBe('mounted');
    await sales.from('mounting_jobs').update({ state: 'approved' }).eq('id', jobId).throwOnError();
    const { data: token } = await sales.rpc('share_proof_report', { campaign: campaignId }).throwOnError();
    const { data: report } = await serviceClient().rpc('proof_report', { token }).throwOnError();
    const photos = (report as { sites: Array<{ photos: Array<{ shot: string; path: string }> }> }).sites[0]?.photos ?? [];
    expect(photos.map((photo) => photo.shot)).toEqual(['close_up', 'approach', 'newspaper']);
    expect(photos.find((photo) => photo.shot === 'approach')?.path).not.toContain(approach!.id);
  });
});
