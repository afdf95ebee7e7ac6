import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { anonClient, serviceClient, signedInClient, type Client } from '../support/clients';
import { sql } from '../support/db';

/**
 * Bucket management on the stand-in through storage-js (createBucket, listBuckets, getBucket, updateBucket,
 * emptyBucket, deleteBucket), answered as hosted Storage answers them (src/http/routes/bucket): each query as
 * the caller under the policies on storage.buckets, which this project leaves without any, so only the
 * service role manages buckets (docs/decisions/062). Each test makes buckets of its own.
 */

const service = serviceClient();

/** A bucket made with the service role, deleted (emptied first) when the test finishes. */
async function arrangeBucket(options: Parameters<Client['storage']['createBucket']>[1] = { public: false }): Promise<string> {
  const id = `test-${randomUUID()}`;
  const { error } = await service.storage.createBucket(id, options);
  if (error) throw new Error(`creating bucket ${id} failed: ${error.message}`);
  onTestFinished(async () => {
    await service.storage.emptyBucket(id);
    await service.storage.deleteBucket(id);
  });
  return id;
}

describe('the service role', () => {
  it('creates a bucket with its limits and reads it back in hosted’s shape', async () => {
    const id = `test-${randomUUID()}`;
    onTestFinished(async () => {
      await service.storage.deleteBucket(id);
    });

    const created = await service.storage.createBucket(id, { public: true, fileSizeLimit: '1.5MB', allowedMimeTypes: ['image/png', 'text/*', ''] });

    expect(created).toEqual({ data: { name: id }, error: null });
    const { data, error } = await service.storage.getBucket(id);
    expect(error).toBeNull();
    expect(data).toEqual({
      id,
      name: id,
      owner: null,
      public: true,
      file_size_limit: 1_500_000,
      allowed_mime_types: ['image/png', 'text/*'],
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
    });
  });

  it('lists buckets with the type, searched, sorted and paged', async () => {
    const first = await arrangeBucket();
    const second = await arrangeBucket({ public: true });
    const [low, high] = [first, second].sort();

    const { data, error } = await service.storage.listBuckets({ search: 'test-', sortColumn: 'id', sortOrder: 'desc' });

    expect(error).toBeNull();
    const ids = data?.map((bucket) => bucket.id) ?? [];
    expect(ids.indexOf(high as string)).toBeLessThan(ids.indexOf(low as string));
    expect(data?.find((bucket) => bucket.id === second)).toMatchObject({ public: true, type: 'STANDARD', file_size_limit: null });
    const page = await service.storage.listBuckets({ search: first, limit: 1, offset: 0 });
    expect(page.data?.map((bucket) => bucket.id)).toEqual([first]);
    expect((await service.storage.listBuckets({ search: first, offset: 1 })).data).toEqual([]);
  });

  it('updates only the settings it sends, with the same checks as creating', async () => {
    const id = await arrangeBucket({ public: false, fileSizeLimit: 1000 });

    expect(await service.storage.updateBucket(id, { public: true, allowedMimeTypes: ['image/jpeg'] })).toEqual({
      data: { message: 'Successfully updated' },
      error: null,
    });

    expect((await service.storage.getBucket(id)).data).toMatchObject({ public: true, file_size_limit: 1000, allowed_mime_types: ['image/jpeg'] });
    const badType = await service.storage.updateBucket(id, { public: true, allowedMimeTypes: ['not a type'] });
    expect(badType.error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type not a type is not supported' });
    const tooLarge = await service.storage.updateBucket(id, { public: true, fileSizeLimit: '60MB' });
    expect(tooLarge.error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
  });

  it('empties a bucket, then deletes it; a bucket with objects is not deleted', async () => {
    const id = await arrangeBucket();
    await service.storage.from(id).upload('a/one.txt', 'one');
    await service.storage.from(id).upload('two.txt', 'two');

    const refused = await service.storage.deleteBucket(id);
    expect(refused.error).toMatchObject({ status: 400, statusCode: '409', message: 'The bucket you tried to delete is not empty' });

    expect(await service.storage.emptyBucket(id)).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect(await sql('select name from storage.objects where bucket_id = $1', [id])).toEqual([]);
    expect(await service.storage.deleteBucket(id)).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect(await sql('select id from storage.buckets where id = $1', [id])).toEqual([]);
  });
});

describe('hosted’s refusals', () => {
  it('a taken id: 409 Duplicate', async () => {
    const id = await arrangeBucket();
    const { error } = await service.storage.createBucket(id);
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
  });

  it('a name with a slash or surrounding spaces: 400 Bucket name invalid', async () => {
    for (const name of ['a/b', ' padded ', '']) {
      const { error } = await service.storage.createBucket(name);
      expect(error, name).toMatchObject({ status: 400, statusCode: '400', message: 'Bucket name invalid' });
    }
  });

  it('a size limit over the global one, or in no unit: refused', async () => {
    const tooLarge = await service.storage.createBucket(`test-${randomUUID()}`, { public: false, fileSizeLimit: '60MB' });
    expect(tooLarge.error).toMatchObject({ statusCode: '413' });
    const noUnit = await service.storage.createBucket(`test-${randomUUID()}`, { public: false, fileSizeLimit: '10 apples' });
    expect(noUnit.error).toMatchObject({ statusCode: '400', message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B' });
  });

  it('an unknown bucket: 404 Bucket not found for get, update, empty and delete', async () => {
    const id = `test-${randomUUID()}`;
    const answers = await Promise.all([
      service.storage.getBucket(id),
      service.storage.updateBucket(id, { public: true }),
      service.storage.emptyBucket(id),
      service.storage.deleteBucket(id),
    ]);
    for (const { error } of answers) expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});

describe.each(['anon', 'admin'] as const)('as %s (no policy on storage.buckets)', (actor) => {
  let client: Client;
  beforeAll(async () => {
    client = actor === 'anon' ? anonClient() : await signedInClient('admin@example.com');
  });

  it('creating is refused by row-level security', async () => {
    const { error } = await client.storage.createBucket(`test-${randomUUID()}`, { public: true });
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
  });

  it('sees no bucket, not even the public media bucket', async () => {
    expect((await client.storage.listBuckets()).data).toEqual([]);
    expect((await client.storage.getBucket('media')).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('cannot update, delete or empty one', async () => {
    const id = await arrangeBucket();
    expect((await client.storage.updateBucket(id, { public: true })).error).toMatchObject({ statusCode: '404' });
    expect((await client.storage.deleteBucket(id)).error).toMatchObject({ statusCode: '404' });
    expect((await client.storage.emptyBucket(id)).error).toMatchObject({ status: 403, statusCode: '403', message: 'Access denied: Invalid role' });
    expect((await service.storage.getBucket(id)).data).toMatchObject({ public: false });
  });
});

describe('a policy on storage.buckets decides, as on hosted', () => {
  const policy = `test select ${randomUUID()}`;
  let visible: string;
  beforeAll(async () => {
    visible = `test-visible-${randomUUID()}`;
    await service.storage.createBucket(visible);
    await sql(`create policy "${policy}" on storage.buckets for select to authenticated using (id = '${visible}')`);
  });
  afterAll(async () => {
    await sql(`drop policy "${policy}" on storage.buckets`);
    await service.storage.deleteBucket(visible);
  });

  it('a signed-in user sees the bucket the policy shows; a visitor still sees none', async () => {
    const editor = await signedInClient('editor@example.com');
    expect((await editor.storage.listBuckets()).data?.map((bucket) => bucket.id)).toEqual([visible]);
    expect((await editor.storage.getBucket(visible)).data).toMatchObject({ id: visible });
    expect((await anonClient().storage.listBuckets()).data).toEqual([]);
  });
});
