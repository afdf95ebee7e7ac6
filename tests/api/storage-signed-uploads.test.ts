import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { LOCAL_JWT_SECRET } from '../../supabase/local/context.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { anonClient, serviceClient, signedInClient, type Client } from '../support/clients';
import { sql } from '../support/db';
import { siteUrl } from '../support/stack';

/**
 * Signed upload URLs on the stand-in as storage-js uses them (createSignedUploadUrl, then uploadToSignedUrl
 * by anyone holding the token), answered as hosted's getSignedUploadURL and uploadSignedObject: the policies on
 * storage.objects decide who may get one, the token decides what it uploads, the bucket's limits still apply
 * (docs/decisions/062). The media bucket: editors insert, only admins overwrite.
 */

const media = (client: Client) => client.storage.from('media');
const newName = () => `test/${randomUUID()}-40x30.jpg`;

async function jpeg(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

/** Removes the object when the test finishes. */
function cleanUp(name: string): void {
  onTestFinished(async () => {
    await media(serviceClient()).remove([name]);
  });
}

async function uploadUrlFor(client: Client, name: string, upsert = false): Promise<string> {
  const { data, error } = await media(client).createSignedUploadUrl(name, { upsert });
  if (error || !data) throw new Error(`signing an upload of ${name} failed: ${error?.message}`);
  return data.token;
}

describe('createSignedUploadUrl', () => {
  it('gives an editor a URL and token for the name, valid for two hours', async () => {
    const name = newName();
    const editor = await signedInClient('editor@example.com');

    const { data, error } = await media(editor).createSignedUploadUrl(name);

    expect(error).toBeNull();
    expect(data?.path).toBe(name);
    expect(data?.signedUrl).toBe(`${siteUrl()}/storage/v1/object/upload/sign/media/${name}?token=${data?.token}`);
    const claims = JSON.parse(Buffer.from(data?.token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const { data: user } = await editor.auth.getUser();
    expect(claims).toMatchObject({ url: `media/${name}`, upsert: false, scope: 'upload', owner: user.user?.id });
    expect((claims.exp as number) - (claims.iat as number)).toBe(7200);
    expect(await sql('select 1 from storage.objects where bucket_id = $1 and name = $2', ['media', name])).toEqual([]);
  });

  it('refuses whom the insert policy refuses, and an upsert URL over an object to whom the update policy refuses', async () => {
    for (const client of [anonClient(), await signedInClient('reviewer@example.com')]) {
      const { error } = await media(client).createSignedUploadUrl(newName());
      expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
    }
    const existing = newName();
    cleanUp(existing);
    await media(serviceClient()).upload(existing, await jpeg());
    const upsert = await media(await signedInClient('editor@example.com')).createSignedUploadUrl(existing, { upsert: true });
    expect(upsert.error).toMatchObject({ statusCode: '403' });
  });

  it('refuses a name the policies refuse and an unknown bucket', async () => {
    const editor = await signedInClient('editor@example.com');
    expect((await media(editor).createSignedUploadUrl('nested/deeper/photo.jpg')).error).toMatchObject({ statusCode: '403' });
    const unknown = await serviceClient().storage.from(`missing-${randomUUID()}`).createSignedUploadUrl('a.txt');
    expect(unknown.error).toMatchObject({ status: 400, statusCode: '404', message: 'The related resource does not exist' });
  });
});

describe('uploadToSignedUrl', () => {
  it('lets anyone with the token upload that object once, owned by whoever signed it', async () => {
    const name = newName();
    cleanUp(name);
    const editor = await signedInClient('editor@example.com');
    const token = await uploadUrlFor(editor, name);

    const { data, error } = await media(anonClient()).uploadToSignedUrl(name, token, await jpeg());

    expect(error).toBeNull();
    expect(data).toEqual({ path: name, fullPath: `media/${name}` });
    const { data: user } = await editor.auth.getUser();
    const [row] = await sql<{ owner: string; mimetype: string }>(
      `select owner::text, metadata->>'mimetype' as mimetype from storage.objects where bucket_id = 'media' and name = $1`,
      [name],
    );
    expect(row).toEqual({ owner: user.user?.id, mimetype: 'image/jpeg' });
    const again = await media(anonClient()).uploadToSignedUrl(name, token, await jpeg());
    expect(again.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
  });

  it('an upsert token replaces the object', async () => {
    const name = newName();
    cleanUp(name);
    const admin = await signedInClient('admin@example.com');
    await media(admin).upload(name, await jpeg());
    const token = await uploadUrlFor(admin, name, true);

    const { error } = await media(anonClient()).uploadToSignedUrl(name, token, new Blob([await (await jpeg()).arrayBuffer()], { type: 'image/jpeg' }));

    expect(error).toBeNull();
    expect(await sql('select 1 from storage.objects where bucket_id = $1 and name = $2', ['media', name])).toHaveLength(1);
  });

  it('the token is for its own object only, and the bucket’s limits still hold', async () => {
    const name = newName();
    cleanUp(name);
    const token = await uploadUrlFor(await signedInClient('editor@example.com'), name);

    const elsewhere = await media(anonClient()).uploadToSignedUrl(newName(), token, await jpeg());
    expect(elsewhere.error).toMatchObject({ status: 400, statusCode: '400', message: 'Invalid signature' });
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    const wrongType = await media(anonClient()).uploadToSignedUrl(name, token, svg);
    expect(wrongType.error).toMatchObject({ statusCode: '415' });
  });

  it('an expired token or a download token is refused; an upload token downloads nothing', async () => {
    const name = newName();
    cleanUp(name);
    const editor = await signedInClient('editor@example.com');
    const iat = Math.floor(Date.now() / 1000) - 120;
    const expired = signJwt({ url: `media/${name}`, upsert: false, scope: 'upload', iat, exp: iat + 60 }, LOCAL_JWT_SECRET);
    expect((await media(anonClient()).uploadToSignedUrl(name, expired, await jpeg())).error).toMatchObject({ statusCode: '400' });

    const existing = newName();
    cleanUp(existing);
    await media(editor).upload(existing, await jpeg());
    const signed = await media(editor).createSignedUrl(existing, 60);
    const downloadToken = new URL(signed.data?.signedUrl ?? '').searchParams.get('token') ?? '';
    const refused = await media(anonClient()).uploadToSignedUrl(existing, downloadToken, await jpeg());
    expect(refused.error).toMatchObject({ statusCode: '400', message: 'Token is not scoped for upload' });

    const uploadToken = await uploadUrlFor(editor, name);
    const response = await fetch(`${siteUrl()}/storage/v1/object/sign/media/${name}?token=${uploadToken}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature', message: 'Token is not scoped for download' });
  });
});
