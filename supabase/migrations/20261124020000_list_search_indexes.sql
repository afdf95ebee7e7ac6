-- Issue 21: every back-office list stays instant at a million rows (docs/decisions/031 and 032).
--
-- Search. The lists search 'contains', case-insensitively: PostgREST sends one `or=(…)` of
-- `column ilike '%term%'` per searched column (src/lib/list-query/search.ts). A trigram GIN index on
-- each of those columns lets the planner answer every arm from an index and OR the results
-- (BitmapOr) instead of reading the whole table; an arm without an index would make it read the
-- table again, so every searched column has one (tests/api/list-search-plans.test.ts checks the
-- plans). Trigrams are taken from any letters, Tamil included.
--
-- Paging. Next/previous pages and the CSV export walk by (created_at, id): a composite index per
-- table makes "the 25 rows after this one" an index range read however deep it is.

create extension if not exists pg_trgm with schema extensions;

-- "Contacts": name, e-mail and company match anywhere; the phone number (a bigint) matches a typed
-- prefix as a numeric range, which a b-tree answers.
create index contacts_full_name_trgm_idx on public."Contacts" using gin ("Full name" extensions.gin_trgm_ops);
create index contacts_email_address_trgm_idx on public."Contacts" using gin ("Email Address" extensions.gin_trgm_ops);
create index contacts_company_name_trgm_idx on public."Contacts" using gin ("Company Name" extensions.gin_trgm_ops);
create index contacts_phone_number_idx on public."Contacts" ("Phone Number");
create index contacts_created_at_id_idx on public."Contacts" (created_at, id);
-- The composite index answers every order the single-column one did.
drop index public.contacts_created_at_idx;

create index festival_bookings_name_trgm_idx on public.festival_bookings using gin (name extensions.gin_trgm_ops);
create index festival_bookings_business_name_trgm_idx on public.festival_bookings using gin (business_name extensions.gin_trgm_ops);
create index festival_bookings_email_trgm_idx on public.festival_bookings using gin (email extensions.gin_trgm_ops);
create index festival_bookings_phone_trgm_idx on public.festival_bookings using gin (phone extensions.gin_trgm_ops);
create index festival_bookings_preferred_package_trgm_idx on public.festival_bookings using gin (preferred_package extensions.gin_trgm_ops);
create index festival_bookings_created_at_id_idx on public.festival_bookings (created_at, id);

create index resource_downloads_name_trgm_idx on public.resource_downloads using gin (name extensions.gin_trgm_ops);
create index resource_downloads_company_trgm_idx on public.resource_downloads using gin (company extensions.gin_trgm_ops);
create index resource_downloads_email_trgm_idx on public.resource_downloads using gin (email extensions.gin_trgm_ops);
create index resource_downloads_mobile_trgm_idx on public.resource_downloads using gin (mobile extensions.gin_trgm_ops);
create index resource_downloads_resource_title_trgm_idx on public.resource_downloads using gin (resource_title extensions.gin_trgm_ops);
create index resource_downloads_created_at_id_idx on public.resource_downloads (created_at, id);

create index newsletter_subscribers_email_trgm_idx on public.newsletter_subscribers using gin (email extensions.gin_trgm_ops);
create index newsletter_subscribers_source_trgm_idx on public.newsletter_subscribers using gin (source extensions.gin_trgm_ops);
create index newsletter_subscribers_created_at_id_idx on public.newsletter_subscribers (created_at, id);

-- The Leads inbox (its (created_at desc, id desc) index exists since issue 14).
create index leads_name_trgm_idx on public.leads using gin (name extensions.gin_trgm_ops);
create index leads_email_trgm_idx on public.leads using gin (email extensions.gin_trgm_ops);
create index leads_summary_trgm_idx on public.leads using gin (summary extensions.gin_trgm_ops);

-- ---------------------------------------------------------------------------------------
-- What the lists read: one view per searched list, gated by the same permission function as the
-- tables' policies. Row-level security alone defeats the indexes above: PostgreSQL evaluates a
-- policy's condition before any filter that is not "leakproof", and ILIKE is not (only a superuser
-- can mark it so), so under the policies every search is a sequential scan whatever the indexes
-- (docs/decisions/031). A view with the owner's rights (security_invoker = false, the default, said
-- here on purpose) reads the table without the policies; its `where public.can_manage_leads()`
-- has no column in it, so the planner checks it once, first, before any row is read (a "One-Time
-- Filter"), and the search's ILIKEs become index conditions. Anyone but a lead manager gets no rows,
-- as from the tables; only signed-in users may select, nobody may write through the views.
create view public.contacts_list with (security_invoker = false) as
  select c.* from public."Contacts" c where public.can_manage_leads();
create view public.festival_bookings_list with (security_invoker = false) as
  select b.* from public.festival_bookings b where public.can_manage_leads();
create view public.resource_downloads_list with (security_invoker = false) as
  select d.* from public.resource_downloads d where public.can_manage_leads();
create view public.newsletter_subscribers_list with (security_invoker = false) as
  select n.* from public.newsletter_subscribers n where public.can_manage_leads();
create view public.leads_list with (security_invoker = false) as
  select l.* from public.leads l where public.can_manage_leads();

revoke all on public.contacts_list, public.festival_bookings_list, public.resource_downloads_list,
  public.newsletter_subscribers_list, public.leads_list from public, anon, authenticated;
grant select on public.contacts_list, public.festival_bookings_list, public.resource_downloads_list,
  public.newsletter_subscribers_list, public.leads_list to authenticated, service_role;
