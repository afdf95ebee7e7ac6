-- A campaign carries its customer's name, kept by triggers (supabase/schemas/11_campaigns.sql), so the campaigns
-- list's search finds a campaign by its customer: PostgREST searches the columns of the table it lists.
alter table public.campaigns add column customer_name text;
update public.campaigns c set customer_name = u.name from public.customers u where u.id = c.customer_id;
