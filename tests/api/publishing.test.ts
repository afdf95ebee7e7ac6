import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TablesInsert } from '@/lib/database.types';
import { anonClient, serviceClient, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { testUser } from '../support/users';

/**
 * Drafts, scheduled posts, revisions and the audit log (docs/decisions/029 and 030,
 * docs/product.md §10 "Publishing workflow"): visibility lives in row-level security, revisions and audit
 * rows are written by triggers for any write through the API, and nobody can change them afterwards.
 */

const IMAGE = '/images/seed/blog/transit-media.svg';

function post(title: string, extra: Partial<TablesInsert<'blog_posts'>> = {}): TablesInsert<'blog_posts'> {
  return {
    title,
    excerpt: 'An excerpt.',
    content: 'First paragraph.',
    author_name: 'Meera Krishnan',
    author_avatar: IMAGE,
    author_role: 'Creative Director',
    category: 'Strategy',
    image: IMAGE,
    read_time: 4,
    ...extra,
  };
}

async function insertPost(client: Client, title: string, extra: Partial<TablesInsert<'blog_posts'>> = {}): Promise<string> {
  const { data } = await client.from('blog_posts').insert(post(title, extra)).select('id').single().throwOnError();
  return data.id;
}

async function visibleToAnon(id: string): Promise<boolean> {
  const { data } = await anonClient().from('blog_posts').select('id').eq('id', id).throwOnError();
  return data.length === 1;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe('visibility (row-level security)', () => {
  it('anon never receives a draft or a future post; staff, reviewers included, read both', async () => {
    const service = serviceClient();
    const draft = await insertPost(service, `Draft ${randomUUID()}`, { status: 'draft' });
    const future = await insertPost(service, `Future ${randomUUID()}`, { published_at: inSeconds(3600) });
    const live = await insertPost(service, `Live ${randomUUID()}`);
    try {
      const { data: list } = await anonClient().from('blog_posts').select('id').limit(1000).throwOnError();
      const ids = list.map((row) => row.id);
      expect(ids).toContain(live);
      expect(ids).not.toContain(draft);
      expect(ids).not.toContain(future);
      expect(await visibleToAnon(draft)).toBe(false);

      const reviewer = await testUser('reviewer');
      const { data: seen } = await reviewer.client.from('blog_posts').select('id').in('id', [draft, future, live]).throwOnError();
      expect(seen.map((row) => row.id).sort()).toEqual([draft, future, live].sort());
      // A signed-in user without admin access is a visitor here.
      const member = await testUser('member');
      const { data: memberSees } = await member.client.from('blog_posts').select('id').in('id', [draft, future]).throwOnError();
      expect(memberSees).toEqual([]);
    } finally {
      await service.from('blog_posts').delete().in('id', [draft, future, live]);
    }
  });

  it('a scheduled post becomes visible by itself once its time has passed, with no write', async () => {
    const service = serviceClient();
    const id = await insertPost(service, `Scheduled ${randomUUID()}`, { published_at: inSeconds(2) });
    try {
      expect(await visibleToAnon(id)).toBe(false);
      const writesBefore = await sqlValue<number>('select count(*)::int from public.audit_log where row_id = $1', [id]);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await visibleToAnon(id)).toBe(true);
      expect(await sqlValue<number>('select count(*)::int from public.audit_log where row_id = $1', [id])).toBe(writesBefore);
    } finally {
      await service.from('blog_posts').delete().eq('id', id);
    }
  });

  it('hides draft success stories and gallery images from anon too', async () => {
    const service = serviceClient();
    const { data: story } = await service
      .from('success_stories')
      .insert({ title: `Draft story ${randomUUID()}`, description: 'A campaign.', image_url: IMAGE, category: 'Outdoor', status: 'draft' })
      .select('id')
      .single()
      .throwOnError();
    const { data: image } = await service
      .from('gallery_images')
      .insert({ title: `Future image ${randomUUID()}`, description: 'A site.', image_url: IMAGE, category: 'outdoor', published_at: inSeconds(3600) })
      .select('id')
      .single()
      .throwOnError();
    try {
      const anon = anonClient();
      expect((await anon.from('success_stories').select('id').eq('id', story.id).throwOnError()).data).toEqual([]);
      expect((await anon.from('gallery_images').select('id').eq('id', image.id).throwOnError()).data).toEqual([]);
    } finally {
      await service.from('success_stories').delete().eq('id', story.id);
      await service.from('gallery_images').delete().eq('id', image.id);
    }
  });

  it('tells the scheduled rebuild when something became public since the last build', async () => {
    const service = serviceClient();
    const since = new Date().toISOString();
    const due = async () => (await service.rpc('publication_due_since', { since }).throwOnError()).data;
    // Other tests may publish meanwhile, so only the change from this test's own post is asserted.
    const id = await insertPost(service, `Due soon ${randomUUID()}`, { published_at: inSeconds(1.5) });
    try {
      const dueNow = await sqlValue<boolean>(
        `select exists (select from public.blog_posts where id = $1 and published_at > $2 and published_at <= now())`,
        [id, since],
      );
      expect(dueNow).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await due()).toBe(true);
      // Visitors and staff cannot ask.
      const { error } = await anonClient().rpc('publication_due_since', { since });
      expect(error?.code).toBe('42501');
    } finally {
      await service.from('blog_posts').delete().eq('id', id);
    }
  });
});

describe('revisions and the audit log', () => {
  it('keeps the previous version and audits every write made straight through the API, with who and what', async () => {
    const editor = await testUser('editor');
    const title = `Audited ${randomUUID()}`;
    const id = await insertPost(editor.client, title, { status: 'draft' });
    await editor.client.from('blog_posts').update({ title: `${title} v2` }).eq('id', id).throwOnError();
    const admin = await testUser('admin');
    try {
      const { data: revisions } = await editor.client.from('content_revisions').select('*').eq('row_id', id).throwOnError();
      expect(revisions).toHaveLength(1);
      expect(revisions[0]).toMatchObject({ table_name: 'blog_posts', replaced_by: editor.id, replaced_by_name: 'Test editor' });
      expect((revisions[0].data as { title: string }).title).toBe(title);

      const { data: audit } = await admin.client.from('audit_log').select('*').eq('row_id', id).order('occurred_at').throwOnError();
      expect(audit.map((row) => row.action)).toEqual(['insert', 'update']);
      expect(audit[0]).toMatchObject({ actor_id: editor.id, actor_name: 'Test editor', table_name: 'blog_posts', row_label: title });
      // An update records only the columns it changed.
      expect(audit[1].changes).toEqual({ title: { from: title, to: `${title} v2` } });

      // Only admins read the audit log.
      expect((await editor.client.from('audit_log').select('id').eq('row_id', id).throwOnError()).data).toEqual([]);
      const { data: fromAnon } = await anonClient().from('content_revisions').select('id').eq('row_id', id);
      expect(fromAnon ?? []).toEqual([]);

      await admin.client.from('blog_posts').delete().eq('id', id).throwOnError();
      const { data: deleted } = await admin.client.from('audit_log').select('action, actor_name, changes').eq('row_id', id).eq('action', 'delete').throwOnError();
      expect(deleted).toEqual([{ action: 'delete', actor_name: 'Test admin', changes: expect.objectContaining({ title: `${title} v2` }) }]);
    } finally {
      await serviceClient().from('blog_posts').delete().eq('id', id);
    }
  });

  it('restores a revision as an audited update, for those who may edit only', async () => {
    const editor = await testUser('editor');
    const reviewer = await testUser('reviewer');
    const title = `Restorable ${randomUUID()}`;
    const id = await insertPost(editor.client, title);
    try {
      await editor.client.from('blog_posts').update({ title: `${title} changed`, status: 'draft' }).eq('id', id).throwOnError();
      const { data: revision } = await editor.client.from('content_revisions').select('id').eq('row_id', id).single().throwOnError();

      const refused = await reviewer.client.rpc('restore_revision', { revision_id: revision.id });
      expect(refused.error?.code).toBe('42501');

      await editor.client.rpc('restore_revision', { revision_id: revision.id }).throwOnError();
      const [row] = await sql<{ title: string; status: string }>('select title, status from public.blog_posts where id = $1', [id]);
      // The text comes back; the publishing state stays as it is now.
      expect(row).toEqual({ title, status: 'draft' });
      const actions = await sql<{ action: string; actor_name: string }>(
        'select action, actor_name from public.audit_log where row_id = $1 order by occurred_at',
        [id],
      );
      expect(actions.at(-1)).toEqual({ action: 'update', actor_name: 'Test editor' });
      expect(await sqlValue<number>('select count(*)::int from public.content_revisions where row_id = $1', [id])).toBe(2);
    } finally {
      await serviceClient().from('blog_posts').delete().eq('id', id);
    }
  });

  it('records lead tables, lead notes and user_profiles changes, not the history rows that repeat a lead change', async () => {
    const name = `Audit Lead ${randomUUID().slice(0, 8)}`;
    const id = randomUUID();
    await anonClient()
      .from('Contacts')
      .insert({ id, 'Full name': name, 'Email Address': 'audit-lead@example.com', 'Phone Number': 9840012345, message: 'Call me.', form_elapsed_ms: 10_000 })
      .throwOnError();
    const admin = await testUser('admin');
    try {
      await admin.client.from('leads').update({ status: 'contacted' }).eq('id', id).throwOnError();
      await admin.client.from('lead_activity').insert({ lead_id: id, body: 'Called; sending rates for OMR.' }).throwOnError();
      const rows = await sql<{ table_name: string; action: string; actor_name: string }>(
        'select table_name, action, actor_name from public.audit_log where row_id = $1 or (table_name = $2 and changes @> $3) order by occurred_at',
        [id, 'lead_activity', JSON.stringify({ lead_id: id })],
      );
      // The status change is the lead's own entry; its history row (kind 'status') would repeat it (decision 050).
      // The two inserts share one transaction's time, so their order is not defined.
      expect(rows).toHaveLength(4);
      expect(rows).toEqual(
        expect.arrayContaining([
          { table_name: 'Contacts', action: 'insert', actor_name: 'Visitor' },
          { table_name: 'leads', action: 'insert', actor_name: 'Visitor' },
          { table_name: 'leads', action: 'update', actor_name: 'Test admin' },
          { table_name: 'lead_activity', action: 'insert', actor_name: 'Test admin' },
        ]),
      );
      expect(await sql("select 1 from public.audit_log where table_name = 'lead_activity' and changes @> $1", [JSON.stringify({ lead_id: id, kind: 'status' })])).toEqual([]);
      const member = await testUser('member');
      await sql("update public.user_profiles set role = 'reviewer' where id = $1", [member.id]);
      const [profileChange] = await sql<{ changes: unknown; actor_name: string }>(
        "select changes, actor_name from public.audit_log where row_id = $1 and table_name = 'user_profiles' and action = 'update'",
        [member.id],
      );
      expect(profileChange).toEqual({ changes: { role: { from: 'member', to: 'reviewer' } }, actor_name: 'System' });
    } finally {
      await serviceClient().from('Contacts').delete().eq('id', id);
    }
  });

  it('lets no role, admins and the service role included, write, change or delete audit or revision rows', async () => {
    const admin = await testUser('admin');
    const editor = await testUser('editor');
    const id = await insertPost(serviceClient(), `Locked ${randomUUID()}`);
    try {
      await serviceClient().from('blog_posts').update({ read_time: 9 }).eq('id', id).throwOnError();
      const [audit] = await sql<{ id: string }>('select id from public.audit_log where row_id = $1 limit 1', [id]);
      const [revision] = await sql<{ id: string }>('select id from public.content_revisions where row_id = $1 limit 1', [id]);
      for (const client of [anonClient(), editor.client, admin.client, serviceClient()]) {
        for (const [table, rowId] of [['audit_log', audit.id], ['content_revisions', revision.id]] as const) {
          const update = await client.from(table).update({ row_id: randomUUID() }).eq('id', rowId).select('id');
          const remove = await client.from(table).delete().eq('id', rowId).select('id');
          const insert =
            table === 'audit_log'
              ? await client.from(table).insert({ actor_name: 'x', table_name: 'clients', row_id: id, action: 'insert', changes: {} })
              : await client.from(table).insert({ table_name: 'clients', row_id: id, data: {}, replaced_by_name: 'x' });
          for (const result of [update, remove, insert]) expect(result.error?.code).toBe('42501');
        }
      }
      expect(await sqlValue<number>('select count(*)::int from public.audit_log where id = $1 and row_id = $2', [audit.id, id])).toBe(1);
      expect(await sqlValue<number>('select count(*)::int from public.content_revisions where id = $1', [revision.id])).toBe(1);
    } finally {
      await serviceClient().from('blog_posts').delete().eq('id', id);
    }
  });
});
