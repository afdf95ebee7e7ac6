-- Searched columns keep finer statistics (docs/decisions/031, "Statistics").
--
-- The planner estimates `column ilike '%term%'` from the column's histogram: the share of its bounds
-- that match. At the default target (100) that share is 0 or at least 1 in 101, so a term one row in
-- a thousand holds can be estimated at 1 % of the table when a bound happens to match. Then the planner
-- walks the newest-first index hoping to find 25 matches soon, and when they are old it reads the whole
-- table through the index. ANALYZE samples 300 rows per unit of target: at 1,000 it reads 300,000 rows,
-- so the estimate resolves to 0.1 % and does not change from one ANALYZE to the next below that size.

alter table public."Contacts"
  alter column "Full name" set statistics 1000,
  alter column "Email Address" set statistics 1000,
  alter column "Company Name" set statistics 1000;

alter table public.festival_bookings
  alter column name set statistics 1000,
  alter column business_name set statistics 1000,
  alter column email set statistics 1000,
  alter column phone set statistics 1000,
  alter column preferred_package set statistics 1000;

alter table public.resource_downloads
  alter column name set statistics 1000,
  alter column company set statistics 1000,
  alter column email set statistics 1000,
  alter column mobile set statistics 1000,
  alter column resource_title set statistics 1000;

alter table public.newsletter_subscribers
  alter column email set statistics 1000,
  alter column source set statistics 1000;

alter table public.leads
  alter column name set statistics 1000,
  alter column email set statistics 1000,
  alter column phone set statistics 1000,
  alter column summary set statistics 1000;

alter table public.audit_log
  alter column row_label set statistics 1000,
  alter column actor_name set statistics 1000;
