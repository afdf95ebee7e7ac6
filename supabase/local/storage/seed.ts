import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import sharp from 'sharp';
import type { FileStore } from './files.ts';

/**
 * The seed step of Storage: once per database (tracked in supabase_migrations.seed_files like the SQL
 * seed), every demo drawing the content rows point at (/images/seed|site/<folder>/<name>.svg, drawn by
 * scripts/generate-seed-images.ts and the About page's portraits) is rendered to a raster file, uploaded into the `media` bucket under
 * a name the app would make (`<folder>/<name>-<w>x<h>.<ext>`), and the rows are pointed at its public
 * URL, so the local site serves its photos through Storage and its transforms as production does.
 */

const TRACKING_KEY = 'storage:media';
const BUCKET = 'media';
const SEED_IMAGE = /^\/images\/(?:seed|site)\/([a-z-]+)\/([a-z0-9-]+)\.svg$/;
type Column = readonly [table: string, column: string];

/** Every image column of the content types, as their registry lists them (docs/decisions/044). */
async function imageColumns(db: pg.PoolClient): Promise<Column[]> {
  const { rows } = await db.query<{ table_name: string; image_column: string }>(
    'select table_name, unnest(image_columns) as image_column from public.content_types order by 1, 2',
  );
  return rows.map((row) => [row.table_name, row.image_column] as const);
}

type Raster = { bytes: Buffer; width: number; height: number; ext: 'jpg' | 'webp' };

/** Photos as JPEG; logos and portraits (transparent corners) as WebP; small drawings at twice their size. */
async function rasterize(svg: Buffer, folder: string): Promise<Raster> {
  const { width = 0 } = await sharp(svg).metadata();
  const image = sharp(svg, { density: width < 800 ? 144 : 72 });
  const transparent = ['logos', 'people', 'about'].includes(folder);
  const { data, info } = await (transparent ? image.webp({ quality: 85 }) : image.jpeg({ quality: 82, mozjpeg: true })).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, ext: transparent ? 'webp' : 'jpg' };
}

/** Renderings under way in this process: stand-ins seeded together (a test run's stacks) render each image once. */
const renderings = new Map<string, Promise<Raster>>();

async function renderAndKeep(svg: Buffer, folder: string, dir: string, key: string): Promise<Raster> {
  const raster = await rasterize(svg, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${key}.${raster.ext}`), raster.bytes);
  writeFileSync(join(dir, `${key}.json`), JSON.stringify({ width: raster.width, height: raster.height, ext: raster.ext }));
  return raster;
}

/** Renderings are kept in <rootDir>/.local/seed-rasters by content hash: a test run's fresh database reuses them. */
async function cachedRaster(rootDir: string, svgPath: string, folder: string): Promise<Raster> {
  const svg = readFileSync(svgPath);
  const dir = join(rootDir, '.local', 'seed-rasters');
  const key = createHash('sha256').update(svg).update(folder).digest('hex').slice(0, 24);
  const metaPath = join(dir, `${key}.json`);
  if (existsSync(metaPath)) {
    const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Omit<Raster, 'bytes'>;
    return { ...meta, bytes: readFileSync(join(dir, `${key}.${meta.ext}`)) };
  }
  const rendering = renderings.get(key) ?? renderAndKeep(svg, folder, dir, key).finally(() => renderings.delete(key));
  renderings.set(key, rendering);
  return rendering;
}

/**
 * Staff portraits (decision 052), first: a blog post by staff takes its author's portrait from the profile on every
 * change of its byline, so the profile must hold the stored image before the post's own column is rewritten.
 */
const PROFILE_COLUMNS: readonly Column[] = [['user_profiles', 'portrait_url']];

/** Image-array columns: every element is a seed image (the sites' photos). */
export const IMAGE_ARRAY_COLUMNS: readonly Column[] = [['sites', 'photos']];

async function seedUrls(db: pg.PoolClient, columns: readonly Column[]): Promise<string[]> {
  const selects = [
    ...columns.map(([table, column]) => `select ${column} as url from public.${table}`),
    ...IMAGE_ARRAY_COLUMNS.map(([table, column]) => `select unnest(${column}) as url from public.${table}`),
  ].join(' union ');
  const { rows } = await db.query<{ url: string }>(selects);
  return rows.map((row) => row.url).filter((url) => SEED_IMAGE.test(url));
}

async function uploadOne(db: pg.PoolClient, files: FileStore, rootDir: string, url: string, columns: readonly Column[]): Promise<string> {
  const [, folder, name] = SEED_IMAGE.exec(url) as RegExpExecArray;
  const raster = await cachedRaster(rootDir, join(rootDir, 'public', url), folder as string);
  const objectName = `${folder}/${name}-${raster.width}x${raster.height}.${raster.ext}`;
  const version = await files.write(raster.bytes);
  const now = new Date().toISOString();
  const metadata = {
    eTag: `"${createHash('md5').update(raster.bytes).digest('hex')}"`,
    size: raster.bytes.length,
    mimetype: raster.ext === 'jpg' ? 'image/jpeg' : 'image/webp',
    cacheControl: 'max-age=3600',
    lastModified: now,
    contentLength: raster.bytes.length,
    httpStatusCode: 200,
  };
  await db.query(
    `insert into storage.objects (bucket_id, name, version, metadata, user_metadata) values ($1, $2, $3, $4, $5)
     on conflict (bucket_id, name) do nothing`,
    [BUCKET, objectName, version, metadata, { width: raster.width, height: raster.height, source: url }],
  );
  const publicUrl = `/storage/v1/object/public/${BUCKET}/${objectName}`;
  for (const [table, column] of columns) {
    await db.query(`update public.${table} set ${column} = $2 where ${column} = $1`, [url, publicUrl]);
  }
  for (const [table, column] of IMAGE_ARRAY_COLUMNS) {
    await db.query(`update public.${table} set ${column} = array_replace(${column}, $1, $2) where $1 = any(${column})`, [url, publicUrl]);
  }
  return objectName;
}

/** The demo creative (docs/decisions/057): the client's artwork, drawn like the blog's pictures. */
const SEED_CREATIVE = '/images/seed/blog/festival-season-planning.svg';

/**
 * Files of the private `proofs` bucket that seed rows name (docs/decisions/057): each proof photo is its site's own
 * photo, and each job's creative the demo artwork. Run before the media step rewrites the sites' photos to URLs.
 */
async function seedProofs(db: pg.PoolClient, files: FileStore, rootDir: string): Promise<number> {
  const { rows } = await db.query<{ name: string; source: string }>(
    `select p.object_path as name, s.photos[1] as source
       from public.proof_photos p join public.mounting_jobs j on j.id = p.job_id join public.sites s on s.id = j.site_id
     union
     select distinct j.creative_path, $1 from public.mounting_jobs j where j.creative_path is not null`,
    [SEED_CREATIVE],
  );
  for (const { name, source } of rows) {
    const match = SEED_IMAGE.exec(source);
    if (!match) continue;
    const raster = await cachedRaster(rootDir, join(rootDir, 'public', source), 'photos');
    const version = await files.write(raster.bytes);
    const metadata = { eTag: `"${createHash('md5').update(raster.bytes).digest('hex')}"`, size: raster.bytes.length, mimetype: 'image/jpeg', cacheControl: 'max-age=3600', lastModified: new Date().toISOString(), contentLength: raster.bytes.length, httpStatusCode: 200 };
    await db.query(
      `insert into storage.objects (bucket_id, name, version, metadata, user_metadata) values ('proofs', $1, $2, $3, '{}') on conflict (bucket_id, name) do nothing`,
      [name, version, metadata],
    );
  }
  return rows.length;
}

export async function seedStorage(options: { pool: pg.Pool; files: FileStore; rootDir: string; log: (msg: string) => void }): Promise<void> {
  const db = await options.pool.connect();
  try {
    const { rows } = await db.query<{ tracked: boolean; bucket: boolean; empty: boolean }>(
      `select exists (select from supabase_migrations.seed_files where path = $1) as tracked,
              exists (select from storage.buckets where id = $2) as bucket,
              not exists (select from storage.objects) as empty`,
      [TRACKING_KEY, BUCKET],
    );
    const state = rows[0] as { tracked: boolean; bucket: boolean; empty: boolean };
    if (state.tracked || !state.bucket) return;
    // A rebuilt database starts without objects: bytes left from the previous one belong to no row.
    if (state.empty) rmSync(options.files.dir, { recursive: true, force: true });
    await db.query('begin');
    const proofs = await seedProofs(db, options.files, options.rootDir);
    const columns = [...PROFILE_COLUMNS, ...(await imageColumns(db))];
    const urls = await seedUrls(db, columns);
    for (const url of new Set(urls)) await uploadOne(db, options.files, options.rootDir, url, columns);
    await db.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [TRACKING_KEY, 'uploaded']);
    await db.query('commit');
    options.log(`Storage: uploaded ${new Set(urls).size} demo image(s) into the ${BUCKET} bucket and ${proofs} into proofs.`);
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    db.release();
  }
}
