import type pg from 'pg';
import { ERRORS } from './errors.ts';

/** storage.buckets as the bucket endpoints read and write it, through whoever `db` runs as (hosted's pg.ts). */

type Queryable = Pick<pg.PoolClient, 'query'>;

export type BucketSettings = { public?: boolean; file_size_limit?: number | null; allowed_mime_types?: string[] | null };
export type NewBucket = BucketSettings & { id: string; name: string; owner: string | null; ownerId: string | null };
export type ListOptions = { limit?: number; offset?: number; sortColumn?: string; sortOrder?: string; search?: string };

/** What hosted's getBucket selects; its listBuckets adds the type. */
const BUCKET_COLUMNS = 'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types';

type BucketJson = Record<string, unknown> & { file_size_limit: string | number | null };

/** Hosted parses int8 as a number. */
const asJson = (row: BucketJson) => ({ ...row, file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) });

export async function insertBucket(db: Queryable, bucket: NewBucket): Promise<void> {
  await db
    .query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [bucket.id, bucket.name, bucket.owner, bucket.ownerId, bucket.public ?? false, bucket.file_size_limit ?? null, bucket.allowed_mime_types ?? null],
    )
    .catch((error: unknown) => {
      throw (error as { code?: string }).code === '23505' ? ERRORS.bucketAlreadyExists() : error;
    });
}

/** The buckets `db` may see, filtered, sorted and paged as hosted's listBuckets (no order unless asked). */
export async function listBuckets(db: Queryable, options: ListOptions): Promise<unknown[]> {
  const values: unknown[] = [];
  const where = options.search ? `where name ilike $${values.push(`%${options.search.replace(/[\\%_]/g, '\\$&')}%`)}` : '';
  const order = options.sortColumn ? `order by ${options.sortColumn} ${options.sortOrder === 'desc' ? 'desc' : 'asc'}` : '';
  const limit = options.limit === undefined ? '' : `limit $${values.push(options.limit)}`;
  const offset = options.offset === undefined ? '' : `offset $${values.push(options.offset)}`;
  const { rows } = await db.query<BucketJson>(`select ${BUCKET_COLUMNS}, type from storage.buckets ${where} ${order} ${limit} ${offset}`, values);
  return rows.map(asJson);
}

export async function getBucket(db: Queryable, id: string): Promise<unknown> {
  const { rows } = await db.query<BucketJson>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw ERRORS.noSuchBucket();
  return asJson(rows[0]);
}

/** Sets the given settings (undefined ones are left as they are); a bucket `db` may not update is not found. */
export async function updateBucket(db: Queryable, id: string, settings: BucketSettings): Promise<void> {
  const entries = Object.entries(settings).filter(([, value]) => value !== undefined);
  const set = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  const { rowCount } = await db.query(`update storage.buckets set ${set}, updated_at = now() where id = $1`, [id, ...entries.map(([, value]) => value)]);
  if (!rowCount) throw ERRORS.noSuchBucket();
}

export async function hasObjects(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  return Boolean(rowCount);
}

export async function deleteBucket(db: Queryable, id: string): Promise<void> {
  const { rowCount } = await db.query('delete from storage.buckets where id = $1', [id]);
  if (!rowCount) throw ERRORS.noSuchBucket();
}
