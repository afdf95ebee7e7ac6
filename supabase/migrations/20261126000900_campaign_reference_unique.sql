-- A campaign's reference (CP- and the first eight hex digits of its id) names it to the client and in the
-- inbox: two campaigns must never share one (docs/decisions/053). Two random ids share their first eight digits
-- about once in four billion pairs; the database refuses the second rather than let two proposals look alike.
create unique index campaigns_reference_key on public.campaigns (reference);
