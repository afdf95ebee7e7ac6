import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/clients';
import { sql } from '../support/db';
import { createTestUser, type TestUser } from '../support/users';

/**
 * A blog post's author is a member of staff, whose profile gives the byline (docs/decisions/052): each person
 * writes their own name, title and portrait and nothing else of their profile; the database copies the byline
 * from the profile and refuses an author whose profile lacks a title or a portrait.
 */

let editor: TestUser;
let writer: TestUser;
const posts: string[] = [];

beforeAll(async () => {
  editor = await createTestUser('editor', 'author-editor');
  writer = await createTestUser('reviewer', 'author-writer');
});

afterAll(async () => {
  if (posts.length) await sql('delete from public.blog_posts where id = any($1)', [posts]);
  await editor?.remove();
  await writer?.remove();
});

const post = (authorId: string | null, title: string) => ({
  title,
  category: 'Strategy',
  excerpt: 'Excerpt.',
  content: 'Content.',
  author_id: authorId,
  author_name: 'Typed Name',
  author_role: 'Typed Role',
  author_avatar: '/images/typed.svg',
  image: '/images/seed/blog/festival-season-planning.svg',
  read_time: 3,
  status: 'draft',
  published_at: new Date().toISOString(),
});

describe('own profile', () => {
  it('a person writes their own title and portrait', async () => {
    const { error } = await writer.client.from('user_profiles').update({ job_title: 'Head of Research', portrait_url: '/images/site/about/leader-3.svg' }).eq('id', writer.id);
    expect(error).toBeNull();
    expect(await sql('select job_title, portrait_url from public.user_profiles where id = $1', [writer.id])).toEqual([
      { job_title: 'Head of Research', portrait_url: '/images/site/about/leader-3.svg' },
    ]);
  });

  it("nobody writes someone else's profile, nor their own role or e-mail", async () => {
    await editor.client.from('user_profiles').update({ job_title: 'Hijacked' }).eq('id', writer.id);
    expect(await sql('select job_title from public.user_profiles where id = $1', [writer.id])).toEqual([{ job_title: 'Head of Research' }]);
    for (const change of [{ role: 'admin' }, { email: 'someone@example.com' }]) {
      const { error } = await editor.client.from('user_profiles').update(change).eq('id', editor.id);
      expect(error?.code).toBe('42501');
    }
    expect(await sql('select role, email from public.user_profiles where id = $1', [editor.id])).toEqual([{ role: 'editor', email: editor.email }]);
  });

  it('the database refuses a portrait that is not a URL or a site path, as the form does', async () => {
    const { error } = await writer.client.from('user_profiles').update({ portrait_url: 'javascript:alert(1)' }).eq('id', writer.id);
    expect(error?.code).toBe('23514');
  });
});

describe('blog_authors() and the byline', () => {
  it('lists staff with their title and portrait to those who edit content, and to nobody else', async () => {
    const { data, error } = await editor.client.rpc('blog_authors');
    expect(error).toBeNull();
    expect(data).toContainEqual({ id: writer.id, full_name: 'Test author-writer', job_title: 'Head of Research', portrait_url: '/images/site/about/leader-3.svg' });
    const { data: forReviewer } = await writer.client.rpc('blog_authors');
    expect(forReviewer).toEqual([]);
  });

  it("a post by a member of staff carries their profile's byline, whatever the request typed", async () => {
    const { data, error } = await editor.client.from('blog_posts').insert(post(writer.id, 'By the writer')).select('id, author_name, author_role, author_avatar').single();
    expect(error).toBeNull();
    posts.push(data!.id);
    expect(data).toMatchObject({ author_name: 'Test author-writer', author_role: 'Head of Research', author_avatar: '/images/site/about/leader-3.svg' });
  });

  it('refuses an author with no title or portrait yet, saying what to do (422)', async () => {
    await serviceClient().from('user_profiles').update({ job_title: null, portrait_url: null }).eq('id', editor.id).throwOnError();
    const { error, status } = await editor.client.from('blog_posts').insert(post(editor.id, 'By someone without a portrait')).select('id');
    expect(status).toBe(422);
    expect(error?.message).toBe(`Test author-editor has no title or portrait in their profile yet. They can add both under Your profile.`);
  });

  it('keeps a typed byline when no author is chosen (posts written before authors were chosen)', async () => {
    const { data, error } = await editor.client.from('blog_posts').insert(post(null, 'Typed byline')).select('id, author_name').single();
    expect(error).toBeNull();
    posts.push(data!.id);
    expect(data?.author_name).toBe('Typed Name');
  });
});
