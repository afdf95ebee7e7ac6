-- Tables whose changes the live features follow (docs/product.md §4, "Live updates"):
-- the admin lists and the public content, the dashboard counts (including the lead
-- tables an admin sees), and the signed-in user's own profile.
--
-- Replica identity stays the default (primary key): every live consumer either replaces
-- a row from the new record (INSERT/UPDATE) or removes it by id (DELETE), and hosted
-- Realtime reduces DELETE's old record to the primary key on RLS tables anyway.
alter publication supabase_realtime add table
  public.blog_posts,
  public.clients,
  public.testimonials,
  public.success_stories,
  public.gallery_images,
  public."Contacts",
  public.festival_bookings,
  public.resource_downloads,
  public.newsletter_subscribers,
  public.user_profiles;
