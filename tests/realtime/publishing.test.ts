import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type Client } from '../support/clients';
import { createTestUser, type TestUser } from '../support/users';
import { isChange, subscribe } from './changes';
import { deleteRow, insertRow, newTag, PUBLISHED_TABLES, updateRow } from './published-tables';

/**
 * Realtime follows the publishing rule of row-level security (docs/decisions/029-publishing-state.md): a
 * visitor's subscription never carries a draft or a future post, staff get every change. "Nothing arrived"
 * is proven with a later change the visitor may see, delivered after everything before it.
 */

const blogSample = PUBLISHED_TABLES.find((entry) => entry.table === 'blog_posts')?.sample;
if (!blogSample) throw new Error('blog_posts is missing from PUBLISHED_TABLES');

describe('blog_posts changes and the publishing state', () => {
  let reviewer: TestUser;
  let anon: Client;

  beforeAll(async () => {
    reviewer = await createTestUser('reviewer');
    anon = anonClient();
  });

  afterAll(async () => {
    await anon.removeAllChannels();
    await reviewer.remove();
  });

  it('a visitor receives no draft and no future post; a reviewer receives both; the visitor gets the published one', async () => {
    const visitor = await subscribe(anon, [{ table: 'blog_posts', event: 'INSERT' }]);
    const staff = await subscribe(reviewer.client, [{ table: 'blog_posts', event: 'INSERT' }]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const draft = await insertRow('blog_posts', { ...blogSample(newTag('draft')), status: 'draft' });
    const scheduled = await insertRow('blog_posts', { ...blogSample(newTag('scheduled')), published_at: future });
    const published = await insertRow('blog_posts', blogSample(newTag('published')));
    try {
      await staff.logs[0].waitFor(isChange('INSERT', draft), 'reviewer: the draft');
      await staff.logs[0].waitFor(isChange('INSERT', scheduled), 'reviewer: the scheduled post');
      await visitor.logs[0].waitFor(isChange('INSERT', published), 'visitor: the published post');
      const seen = visitor.logs[0].items.map((change) => (change.new as { id?: string }).id);
      expect(seen).not.toContain(draft);
      expect(seen).not.toContain(scheduled);
      // Publishing the draft is an UPDATE the visitor may now see.
      const updates = await subscribe(anon, [{ table: 'blog_posts', event: 'UPDATE' }]);
      await updateRow('blog_posts', draft, { status: 'published' });
      await updates.logs[0].waitFor(isChange('UPDATE', draft), 'visitor: the draft once published');
    } finally {
      await Promise.all([draft, scheduled, published].map((id) => deleteRow('blog_posts', id)));
    }
  });
});
