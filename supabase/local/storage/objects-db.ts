import type pg from 'pg';
import { ERRORS } from './errors.ts';

/** The rows of storage.buckets and storage.objects the service reads and writes. */

export type BucketRow = { id: string; public: boolean; file_size_limit: string | null; allowed_mime_types: string[] | null };

export type ObjectMetadata = {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
};

export type ObjectRow = {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
  metadata: ObjectMetadata;
  user_metadata: Record<string, unknown> | null;
};

export type Queryable = Pick<pg.PoolClient, 'query'>;

const OBJECT_COLUMNS = 'id, bucket_id, name, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata';

/** The bucket as the service sees it (no RLS); NoSuchBucket when missing, or when `mustBePublic` and it is not. */
export async function findBucket(db: Queryable, id: string, mustBePublic = false): Promise<BucketRow> {
  const { rows } = await db.query<BucketRow>('select id, public, file_size_limit::text, allowed_mime_types from storage.buckets where id = $1', [id]);
  const bucket = rows[0];
  if (!bucket || (mustBePublic && !bucket.public)) throw ERRORS.noSuchBucket();
  return bucket;
}

/** The object, as whoever `db` runs as can see it; NoSuchKey otherwise. */
export async function findObject(db: Queryable, bucket: string, name: string): Promise<ObjectRow> {
  const { rows } = await db.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
  if (!rows[0]) throw ERRORS.noSuchKey();
  return rows[0];
}

export type NewObject = {
  bucket: string;
  name: string;
  version: string;
  owner: string | null;
  /** Partial only for a permission test (a signed upload URL knows the type and length it was asked with, at most). */
  metadata: ObjectMetadata | Partial<ObjectMetadata>;
  userMetadata: Record<string, unknown> | null;
};

/**
 * Hosted's canUpload (supabase/storage src/storage/uploader.ts), run as the caller in a transaction that is undone:
 * a plain insert returns nothing, so it needs the insert policy alone; an upsert returns the row, so it needs the
 * update and select policies too. A name already taken is Duplicate here, before any byte is kept.
 */
export async function tryWrite(db: Queryable, object: NewObject, upsert: boolean): Promise<void> {
  if (upsert) await writeObject(db, object, true);
  else await db.query(`${insertObject} ${objectValues}`, objectParams(object));
}

const insertObject = 'insert into storage.objects (bucket_id, name, version, owner, owner_id, metadata, user_metadata)';
const objectValues = 'values ($1, $2, $3, $4::uuid, $4::text, $5, $6)';
const objectParams = (object: NewObject) => [object.bucket, object.name, object.version, object.owner, object.metadata, object.userMetadata];

/**
 * Inserts the object's row; with `upsert`, replaces an existing one (needing the update policy too). Hosted writes
 * it as the superuser once tryWrite() has passed as the caller (completeUpload).
 * Returns the id and the version it replaced, whose bytes the caller removes after commit.
 */
export async function writeObject(db: Queryable, object: NewObject, upsert: boolean): Promise<{ id: string; replaced: string | null }> {
  const params = objectParams(object);
  const insert = `${insertObject} ${objectValues}`;
  if (!upsert) {
    const { rows } = await db.query<{ id: string }>(`${insert} returning id`, params);
    return { id: (rows[0] as { id: string }).id, replaced: null };
  }
  const { rows } = await db.query<{ id: string; replaced: string | null }>(
    `with previous as (select version from storage.objects where bucket_id = $1 and name = $2)
     ${insert}
     on conflict (bucket_id, name) do update
       set version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()
     returning id, (select version from previous) as replaced`,
    params,
  );
  return rows[0] as { id: string; replaced: string | null };
}

/** Objects of a bucket whose names start with `prefix`, as the caller can see them. */
export async function objectsUnder(db: Queryable, bucket: string, prefix: string): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and starts_with(name, $2) order by name`,
    [bucket, prefix],
  );
  return rows;
}

export async function deleteObjects(db: Queryable, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

export async function renameObject(db: Queryable, from: { bucket: string; name: string }, to: { bucket: string; name: string }): Promise<void> {
  const { rowCount } = await db.query(
    `update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2`,
    [from.bucket, from.name, to.bucket, to.name],
  );
  if (!rowCount) throw ERRORS.noSuchKey();
}
