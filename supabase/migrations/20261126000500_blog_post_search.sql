-- The back office's blog list searches and pages (docs/product.md §2, Blog Posts list; docs/decisions/031):
--   trigram indexes   title, excerpt and author name, the columns its search box looks in;
--   statistics 1000   on the same columns, so a rare term is estimated as rare (decision 031, "Statistics");
--   blog_posts_list   what the list reads: the table's policies would keep ILIKE off the indexes (decision 031).
-- The view is mirrored in supabase/schemas/03_content.sql.

create index if not exists blog_posts_title_trgm_idx on public.blog_posts using gin (title extensions.gin_trgm_ops);
create index if not exists blog_posts_excerpt_trgm_idx on public.blog_posts using gin (excerpt extensions.gin_trgm_ops);
create index if not exists blog_posts_author_name_trgm_idx on public.blog_posts using gin (author_name extensions.gin_trgm_ops);

alter table public.blog_posts
  alter column title set statistics 1000,
  alter column excerpt set statistics 1000,
  alter column author_name set statistics 1000;

-- The back office's blog list: every post, drafts and scheduled ones included, for staff (has_admin_access(), as
-- the table's select policy gives them). With the owner's rights the table's policies do not apply, so the search's
-- ILIKEs become index conditions; `where public.has_admin_access()` has no column in it, so the planner checks it
-- once before reading any row. Anyone else gets no rows; only signed-in users may select, nobody may write through it.
create or replace view public.blog_posts_list with (security_invoker=false) as
 SELECT id,
    title,
    excerpt,
    author_name,
    category,
    image,
    status,
    published_at,
    created_at
   FROM public.blog_posts p
  WHERE public.has_admin_access();
revoke all on public.blog_posts_list from public, anon, authenticated;
grant select on public.blog_posts_list to authenticated, service_role;
