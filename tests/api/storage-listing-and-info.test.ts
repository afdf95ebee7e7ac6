import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { anonClient, serviceClient, signedInClient } from '../support/clients';

/**
 * listV2, exists and info on the stand-in, as storage-js calls them (POST /object/list-v2/{bucket}, HEAD
 * /object/{bucket}/{path}, GET /object/info/{bucket}/{path}) and hosted answers them: full names, folders apart
 * with the delimiter, hosted's continuation cursor; every answer as the caller under the policies on
 * storage.objects (docs/decisions/062).
 */

const service = serviceClient();
const NAMES = ['a.txt', 'b.txt', 'docs/c.txt', 'docs/deeper/d.txt', 'photos/e.txt'];
let bucket: string;

beforeAll(async () => {
  bucket = `test-${randomUUID()}`;
  await service.storage.createBucket(bucket);
  // One after the other: created_at follows the list.
  for (const name of NAMES) await service.storage.from(bucket).upload(name, name, { metadata: { label: name } });
  return async () => {
    await service.storage.emptyBucket(bucket);
    await service.storage.deleteBucket(bucket);
  };
});

const files = () => service.storage.from(bucket);

describe('listV2', () => {
  it('lists every object under a prefix with full names, flat by default', async () => {
    const { data, error } = await files().listV2({ prefix: 'docs/' });

    expect(error).toBeNull();
    expect(data).toEqual({ hasNext: false, folders: [], objects: [expect.objectContaining({ name: 'docs/c.txt' }), expect.objectContaining({ name: 'docs/deeper/d.txt' })] });
    expect(data?.objects[0]).toMatchObject({ id: expect.any(String) as string, metadata: { size: 10, mimetype: 'text/plain' } });
  });

  it('with the delimiter: objects at the level and each folder once', async () => {
    const top = await files().listV2({ with_delimiter: true });
    expect(top.data?.folders.map((folder) => folder.name)).toEqual(['docs/', 'photos/']);
    expect(top.data?.objects.map((object) => [object.name, object.key])).toEqual([
      ['a.txt', 'a.txt'],
      ['b.txt', 'b.txt'],
    ]);
    const docs = await files().listV2({ prefix: 'docs/', with_delimiter: true });
    expect(docs.data?.folders.map((folder) => folder.name)).toEqual(['docs/deeper/']);
    expect(docs.data?.objects.map((object) => [object.name, object.key])).toEqual([['docs/c.txt', 'c.txt']]);
  });

  it('pages with a cursor, in the asked order', async () => {
    const first = await files().listV2({ limit: 2, sortBy: { column: 'created_at', order: 'desc' } });
    expect(first.data).toMatchObject({ hasNext: true, nextCursor: expect.any(String) as string });
    expect(first.data?.objects.map((object) => object.name)).toEqual(['photos/e.txt', 'docs/deeper/d.txt']);

    const rest = await files().listV2({ limit: 10, cursor: first.data?.nextCursor });
    expect(rest.data?.hasNext).toBe(false);
    expect(rest.data?.objects.map((object) => object.name)).toEqual(['docs/c.txt', 'b.txt', 'a.txt']);
  });

  it('refuses a cursor that is not one', async () => {
    const { error } = await files().listV2({ cursor: Buffer.from('nonsense').toString('base64') });
    expect(error).toMatchObject({ status: 400, statusCode: '400', message: 'Invalid Parameter continuation token' });
  });

  it('shows what the policies show: visitors list nothing in the media bucket, editors do', async () => {
    expect((await anonClient().storage.from('media').listV2({ limit: 1 })).data).toEqual({ hasNext: false, folders: [], objects: [] });
    const editor = await signedInClient('editor@example.com');
    expect((await editor.storage.from('media').listV2({ limit: 1 })).data?.objects).toHaveLength(1);
  });
});

describe('exists and info', () => {
  it('exists() is true for an object and false for a missing one', async () => {
    expect(await files().exists('docs/c.txt')).toEqual({ data: true, error: null });
    const missing = await files().exists('docs/none.txt');
    expect(missing.data).toBe(false);
    expect(missing.error).toMatchObject({ status: 400 });
  });

  it('info() gives hosted’s fields, camel-cased by storage-js, with the user’s metadata', async () => {
    const { data, error } = await files().info('docs/c.txt');

    expect(error).toBeNull();
    expect(data).toEqual({
      id: expect.any(String) as string,
      name: 'docs/c.txt',
      version: expect.any(String) as string,
      bucketId: bucket,
      size: 10,
      contentType: 'text/plain',
      cacheControl: 'max-age=3600',
      etag: expect.stringMatching(/^".+"$/) as string,
      metadata: { label: 'docs/c.txt' },
      lastModified: expect.any(String) as string,
      createdAt: expect.any(String) as string,
    });
    expect((await files().info('docs/none.txt')).error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('a caller the policies do not let read the object is told it does not exist', async () => {
    const name = `test/${randomUUID()}-40x30.jpg`;
    const { error } = await service.storage.from('media').upload(name, new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }));
    onTestFinished(async () => {
      await service.storage.from('media').remove([name]);
    });
    expect(error).toBeNull();
    expect((await anonClient().storage.from('media').exists(name)).data).toBe(false);
    expect((await anonClient().storage.from('media').info(name)).error).toMatchObject({ statusCode: '404' });
  });
});
