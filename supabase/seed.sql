-- Demo content and demo accounts for the local stand-in (applied once, on a fresh database,
-- after the migrations). Never pushed to a hosted project. Every image is a file under
-- public/images/seed/ drawn by scripts/generate-seed-images.ts, except the blog authors'
-- portraits: the authors are the agency's leaders, with the names, titles and portraits of the
-- About page (src/features/about/content.ts; src/features/about/__tests__/seed-consistency.test.ts
-- checks this). Brands and people are fictional. Ids are fixed so tests and links can name them:
--   5eed0000-...-00000000000N  demo users         5eedb109-...  blog_posts
--   5eedc11e-...               clients            5eed7e57-...  testimonials
--   5eed5707-...               success_stories    5eed9a11-...  gallery_images
--   5eedca4e-...               job_openings

-- ---------------------------------------------------------------------------------------
-- Demo accounts, all with the password password123. The staff are the About page's leaders in fitting roles:
-- the Managing Director administers, the Creative Director edits, the Client Strategy director reviews.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('password123', extensions.gen_salt('bf', 10)), now(),
  '{"provider":"email","providers":["email"]}'::jsonb, jsonb_build_object('full_name', u.full_name), now(), now(),
  '', '', '', ''
from (values
  ('5eed0000-0000-4000-8000-000000000001'::uuid, 'admin@example.com', 'Arjun Raghunathan'),
  ('5eed0000-0000-4000-8000-000000000002'::uuid, 'editor@example.com', 'Meera Krishnan'),
  ('5eed0000-0000-4000-8000-000000000003'::uuid, 'reviewer@example.com', 'Priya Venkatesh'),
  ('5eed0000-0000-4000-8000-000000000004'::uuid, 'member@example.com', 'Meera Iyer'),
  ('5eed0000-0000-4000-8000-000000000005'::uuid, 'noprofile@example.com', 'Naveen Das'),
  ('5eed0000-0000-4000-8000-000000000006'::uuid, 'sales@example.com', 'Divya Natarajan'),
  ('5eed0000-0000-4000-8000-000000000007'::uuid, 'crew@example.com', 'Karthik Murugan'),
  ('5eed0000-0000-4000-8000-000000000008'::uuid, 'accounts@example.com', 'Lakshmi Sundaram')
) as u (id, email, full_name);

-- noprofile@example.com deliberately has no profile row ('Profile Not Found').
insert into public.user_profiles (id, email, full_name, role) values
  ('5eed0000-0000-4000-8000-000000000001', 'admin@example.com', 'Arjun Raghunathan', 'admin'),
  ('5eed0000-0000-4000-8000-000000000002', 'editor@example.com', 'Meera Krishnan', 'editor'),
  ('5eed0000-0000-4000-8000-000000000003', 'reviewer@example.com', 'Priya Venkatesh', 'reviewer'),
  ('5eed0000-0000-4000-8000-000000000004', 'member@example.com', 'Meera Iyer', 'member'),
  -- Sales: the leads inbox, sites and bookings (docs/decisions/045).
  ('5eed0000-0000-4000-8000-000000000006', 'sales@example.com', 'Divya Natarajan', 'sales'),
  -- Crew: mounting jobs on their phone at /crew (docs/decisions/057).
  ('5eed0000-0000-4000-8000-000000000007', 'crew@example.com', 'Karthik Murugan', 'crew'),
  -- Accounts: invoices and the billing, no content, leads or crews (docs/decisions/104).
  ('5eed0000-0000-4000-8000-000000000008', 'accounts@example.com', 'Lakshmi Sundaram', 'accounts');

-- ---------------------------------------------------------------------------------------
-- 14 clients in 12 industries.
insert into public.clients (id, name, logo, industry, created_at) values
  ('5eedc11e-0000-4000-8000-000000000001', 'Kanchi Loom House', '/images/seed/logos/kanchi-loom-house.svg', 'Textiles', now() - interval '400 days'),
  ('5eedc11e-0000-4000-8000-000000000002', 'Thalam Filter Coffee', '/images/seed/logos/thalam-filter-coffee.svg', 'Beverages', now() - interval '380 days'),
  ('5eedc11e-0000-4000-8000-000000000003', 'Anna Nagar Motors', '/images/seed/logos/anna-nagar-motors.svg', 'Automotive', now() - interval '360 days'),
  ('5eedc11e-0000-4000-8000-000000000004', 'Coromandel Bank', '/images/seed/logos/coromandel-bank.svg', 'Banking', now() - interval '340 days'),
  ('5eedc11e-0000-4000-8000-000000000005', 'Meenakshi Gold', '/images/seed/logos/meenakshi-gold.svg', 'Jewelry & Luxury Goods', now() - interval '320 days'),
  ('5eedc11e-0000-4000-8000-000000000006', 'Udhaya Masala', '/images/seed/logos/udhaya-masala.svg', 'FMCG', now() - interval '300 days'),
  ('5eedc11e-0000-4000-8000-000000000007', 'Pasumai Dairy', '/images/seed/logos/pasumai-dairy.svg', 'FMCG', now() - interval '280 days'),
  ('5eedc11e-0000-4000-8000-000000000008', 'Nila Telecom', '/images/seed/logos/nila-telecom.svg', 'Telecommunications', now() - interval '260 days'),
  ('5eedc11e-0000-4000-8000-000000000009', 'Adyar Heights', '/images/seed/logos/adyar-heights.svg', 'Real Estate', now() - interval '240 days'),
  ('5eedc11e-0000-4000-8000-000000000010', 'Kalpa Hospitals', '/images/seed/logos/kalpa-hospitals.svg', 'Healthcare', now() - interval '220 days'),
  ('5eedc11e-0000-4000-8000-000000000011', 'Marina Mart', '/images/seed/logos/marina-mart.svg', 'Retail', now() - interval '200 days'),
  ('5eedc11e-0000-4000-8000-000000000012', 'Vidya Path Academy', '/images/seed/logos/vidya-path-academy.svg', 'Education', now() - interval '180 days'),
  ('5eedc11e-0000-4000-8000-000000000013', 'Mayil Mobiles', '/images/seed/logos/mayil-mobiles.svg', 'Retail', now() - interval '160 days'),
  ('5eedc11e-0000-4000-8000-000000000014', 'Bay Breeze Resorts', '/images/seed/logos/bay-breeze-resorts.svg', 'Hospitality & Tourism', now() - interval '140 days');

-- ---------------------------------------------------------------------------------------
-- 6 testimonials; created_at decides which 3 the home page shows (the newest).
insert into public.testimonials (id, name, position, company, testimonial, image, created_at) values
  ('5eed7e57-0000-4000-8000-000000000001', 'Lakshmi Narayanan', 'Marketing Head', 'Kanchi Loom House',
   'Our Deepavali billboards went up on Anna Salai, T. Nagar and Purasaiwalkam in a single night, exactly as planned. Footfall in our stores rose within the first week, and the team sent us photographs of every site before we even asked.',
   '/images/seed/people/lakshmi-narayanan.svg', now() - interval '60 days'),
  ('5eed7e57-0000-4000-8000-000000000002', 'Suresh Kumar', 'Director of Sales', 'Anna Nagar Motors',
   'The unipole at Kathipara brought more walk-ins to our showroom than any newspaper ad we ran last year. They understood which junctions our buyers actually drive through.',
   '/images/seed/people/suresh-kumar.svg', now() - interval '50 days'),
  ('5eed7e57-0000-4000-8000-000000000003', 'Ananya Krishnan', 'Brand Manager', 'Pasumai Dairy',
   'Sampling in apartment communities was new for us. The activation team handled residents'' association permissions, cold storage and weekend crews, and we signed up thousands of households for daily delivery.',
   '/images/seed/people/ananya-krishnan.svg', now() - interval '40 days'),
  ('5eed7e57-0000-4000-8000-000000000004', 'Rahul Mehta', 'Head of Marketing', 'Nila Telecom',
   'Forty LED vans across Tamil Nadu, each with a live demo of our network, and a daily report of where every van had been. That level of accountability is rare in mobile advertising.',
   '/images/seed/people/rahul-mehta.svg', now() - interval '30 days'),
  ('5eed7e57-0000-4000-8000-000000000005', 'Fathima Begum', 'Founder', 'Thalam Filter Coffee',
   'From the lookwalkers on Marina Beach to the sampling kiosk in Mylapore, every idea felt like Chennai. People still stop me to say they tasted our coffee at the kiosk.',
   '/images/seed/people/fathima-begum.svg', now() - interval '20 days'),
  ('5eed7e57-0000-4000-8000-000000000006', 'Venkat Raghavan', 'General Manager, Marketing', 'Coromandel Bank',
   'The QR code on the Nungambakkam screen let us count account openings from a single outdoor site for the first time. We now plan every outdoor campaign with a measurable call to action.',
   '/images/seed/people/venkat-raghavan.svg', now() - interval '10 days');

-- ---------------------------------------------------------------------------------------
-- 6 success stories, 3 featured, 2 to 4 metrics each.
insert into public.success_stories (id, title, description, image_url, category, client_name, industry, campaign_duration, featured, metrics, created_at) values
  ('5eed5707-0000-4000-8000-000000000001', 'Silk Festival Footfall Surge',
   'A Deepavali campaign for a Kanchipuram silk house: 24 billboards on the city''s shopping corridors, timed with digital screens near the stores, each showing the nearest branch.',
   '/images/seed/stories/silk-festival-outdoor.svg', 'Outdoor & Digital', 'Kanchi Loom House', 'Textiles', '6 weeks', true,
   '{"Store footfall": "+38%", "Billboard sites": "24", "Festival sales": "+27%"}', now() - interval '90 days'),
  ('5eed5707-0000-4000-8000-000000000002', '5G Launch Across Tamil Nadu',
   'Forty LED vans toured towns from Hosur to Kanyakumari with live network demos, backed by launch events in Chennai, Coimbatore and Madurai.',
   '/images/seed/stories/telecom-led-vans.svg', 'Mobile & Events', 'Nila Telecom', 'Telecommunications', '3 months', true,
   '{"Towns covered": "42", "Demos given": "18,500", "New connections": "9,200", "Cost per lead": "-31%"}', now() - interval '75 days'),
  ('5eed5707-0000-4000-8000-000000000003', 'Door-to-Door Dairy Trials',
   'Weekend sampling in 64 gated communities, with residents'' association approvals, chilled kiosks and an on-the-spot subscription offer for daily delivery.',
   '/images/seed/stories/dairy-rwa-sampling.svg', 'BTL & Sampling', 'Pasumai Dairy', 'FMCG', '8 weeks', true,
   '{"Apartment communities": "64", "Samples given": "52,000", "Subscriptions": "6,800"}', now() - interval '60 days'),
  ('5eed5707-0000-4000-8000-000000000004', 'Wedding Gold on the Move',
   'Full wraps on 60 city buses on the routes that pass the jeweller''s showrooms, during the wedding months.',
   '/images/seed/stories/jewellery-bus-wraps.svg', 'Transport', 'Meenakshi Gold', 'Jewelry & Luxury Goods', '3 months', false,
   '{"Buses wrapped": "60", "Daily impressions": "1.2M"}', now() - interval '45 days'),
  ('5eed5707-0000-4000-8000-000000000005', 'A Grand Opening in Madurai',
   'A store launch with a ribbon-cutting event, tricycle branding in the surrounding streets and a week of in-store offers.',
   '/images/seed/stories/mobiles-store-launch.svg', 'BTL & Store Launch', 'Mayil Mobiles', 'Retail', '4 weeks', false,
   '{"Launch-day visitors": "3,400", "First-week sales": "₹48 lakh"}', now() - interval '30 days'),
  ('5eed5707-0000-4000-8000-000000000006', 'Chennai Heart Run',
   'A 5 km run along Besant Nagar beach with health-check kiosks at the finish line and bus shelter panels that let people book a check-up by QR code.',
   '/images/seed/stories/hospital-health-run.svg', 'Events & Ambient', 'Kalpa Hospitals', 'Healthcare', '2 months', false,
   '{"Runners": "5,000", "Health checks booked": "1,150", "Media mentions": "36"}', now() - interval '15 days');

-- ---------------------------------------------------------------------------------------
-- 20 gallery images in 7 categories.
insert into public.gallery_images (id, title, description, image_url, category, project_name, client_name, location, year, tags, featured, sort_order) values
  ('5eed9a11-0000-4000-8000-000000000001', 'Silk Festival Billboard',
   'A 40 x 20 ft front-lit billboard facing evening traffic on Anna Salai for the Deepavali collection.',
   '/images/seed/gallery/anna-salai-silk-billboard.svg', 'outdoor', 'Deepavali Silk Festival', 'Kanchi Loom House', 'Anna Salai, Chennai', 2025,
   array['billboard', 'festival', 'front-lit'], true, 0),
  ('5eed9a11-0000-4000-8000-000000000002', 'Kathipara Junction Unipole',
   'A double-sided unipole at one of the busiest interchanges in the city, visible from both the flyover and the service road.',
   '/images/seed/gallery/kathipara-unipole.svg', 'outdoor', 'EV Launch', 'Anna Nagar Motors', 'Kathipara Junction, Guindy', 2025,
   array['unipole', 'automotive', 'launch'], false, 10),
  ('5eed9a11-0000-4000-8000-000000000003', 'OMR Night Hoarding',
   'A lit hoarding on the IT corridor aimed at professionals driving home along Old Mahabalipuram Road.',
   '/images/seed/gallery/omr-hoarding.svg', 'outdoor', 'Sea-View Homes', 'Adyar Heights', 'OMR, Thoraipakkam', 2024,
   array['hoarding', 'real estate', 'night'], false, 20),
  ('5eed9a11-0000-4000-8000-000000000004', 'LED Van Roadshow',
   'LED vans with live network demos, touring bus stands and markets across Tamil Nadu.',
   '/images/seed/gallery/led-van-roadshow.svg', 'mobile', '5G Launch Roadshow', 'Nila Telecom', 'Across Tamil Nadu', 2025,
   array['LED van', 'roadshow', 'telecom'], true, 5),
  ('5eed9a11-0000-4000-8000-000000000005', 'Tricycle Branding in T. Nagar',
   'Branded tricycles moving through the shopping lanes of Ranganathan Street during the weekend rush.',
   '/images/seed/gallery/t-nagar-tricycles.svg', 'mobile', 'Taste of Home', 'Udhaya Masala', 'T. Nagar, Chennai', 2024,
   array['tricycle', 'FMCG', 'street'], false, 30),
  ('5eed9a11-0000-4000-8000-000000000006', 'Lookwalkers on Marina Beach',
   'Lookwalkers with backpack displays meeting evening crowds on the Marina promenade.',
   '/images/seed/gallery/marina-lookwalkers.svg', 'mobile', 'Morning Decoction', 'Thalam Filter Coffee', 'Marina Beach, Chennai', 2026,
   array['lookwalker', 'beverages', 'beach'], false, 40),
  ('5eed9a11-0000-4000-8000-000000000007', 'MTC Bus Wrap',
   'Full-body bus wraps on city routes that pass the jeweller''s showrooms in T. Nagar and Mylapore.',
   '/images/seed/gallery/mtc-bus-wrap.svg', 'transport', 'Wedding Gold', 'Meenakshi Gold', 'Chennai city routes', 2025,
   array['bus wrap', 'jewellery', 'transit'], true, 15),
  ('5eed9a11-0000-4000-8000-000000000008', 'Metro Train Wrap',
   'Exterior panels on metro coaches for an admissions campaign aimed at students and parents.',
   '/images/seed/gallery/metro-train-wrap.svg', 'transport', 'Admissions 2026', 'Vidya Path Academy', 'Chennai Metro', 2026,
   array['metro', 'education', 'train'], false, 50),
  ('5eed9a11-0000-4000-8000-000000000009', 'Auto Rickshaw Back Panels',
   'Back panels on 500 auto rickshaws across residential neighbourhoods, promoting early-morning delivery.',
   '/images/seed/gallery/auto-rickshaw-backs.svg', 'transport', 'Farm Fresh by 6 AM', 'Pasumai Dairy', 'Anna Nagar and Velachery', 2024,
   array['auto rickshaw', 'dairy', 'neighbourhood'], false, 60),
  ('5eed9a11-0000-4000-8000-000000000010', 'Airport Arrivals Panel',
   'A backlit panel in the domestic arrivals hall, seen by weekend travellers as they collect their bags.',
   '/images/seed/gallery/airport-arrivals-panel.svg', 'transport', 'Weekend by the Bay', 'Bay Breeze Resorts', 'Chennai International Airport', 2025,
   array['airport', 'backlit', 'hospitality'], false, 70),
  ('5eed9a11-0000-4000-8000-000000000011', 'Mall Atrium Drop Banner',
   'A four-storey drop banner and digital standees in the atrium of a Velachery mall for a weekend sale.',
   '/images/seed/gallery/velachery-mall-atrium.svg', 'ambient', 'Mega Weekend Sale', 'Marina Mart', 'Velachery, Chennai', 2025,
   array['mall', 'drop banner', 'retail'], true, 8),
  ('5eed9a11-0000-4000-8000-000000000012', 'Cinema Screen Spots',
   'On-screen spots before evening shows in multiplexes across Chennai and Coimbatore.',
   '/images/seed/gallery/cinema-screen-ad.svg', 'ambient', 'Zero Cost EMI', 'Mayil Mobiles', 'Chennai and Coimbatore', 2024,
   array['cinema', 'on-screen', 'electronics'], false, 80),
  ('5eed9a11-0000-4000-8000-000000000013', 'Filter Coffee Sampling Kiosk',
   'A sampling kiosk outside a temple-street market, serving the new blend in steel tumblers.',
   '/images/seed/gallery/mylapore-coffee-sampling.svg', 'btl', 'New Blend Launch', 'Thalam Filter Coffee', 'Mylapore, Chennai', 2025,
   array['sampling', 'kiosk', 'beverages'], true, 12),
  ('5eed9a11-0000-4000-8000-000000000014', 'Coimbatore Store Launch',
   'Ribbon cutting, balloon arches and a crowd of first-day buyers for a new showroom on Avinashi Road.',
   '/images/seed/gallery/coimbatore-store-launch.svg', 'btl', 'Avinashi Road Opening', 'Mayil Mobiles', 'Avinashi Road, Coimbatore', 2026,
   array['store launch', 'retail', 'event'], false, 90),
  ('5eed9a11-0000-4000-8000-000000000015', 'Apartment Community Activation',
   'Weekend tasting stalls in gated communities, run with the residents'' associations.',
   '/images/seed/gallery/anna-nagar-rwa-activation.svg', 'btl', 'Door-to-Door Dairy Trials', 'Pasumai Dairy', 'Anna Nagar, Chennai', 2025,
   array['RWA', 'sampling', 'dairy'], false, 100),
  ('5eed9a11-0000-4000-8000-000000000016', 'Nungambakkam DOOH Screen',
   'A large-format digital screen with a QR code that opens a savings account in three minutes.',
   '/images/seed/gallery/nungambakkam-dooh.svg', 'digital', 'Scan to Save', 'Coromandel Bank', 'Nungambakkam, Chennai', 2026,
   array['DOOH', 'QR code', 'banking'], false, 110),
  ('5eed9a11-0000-4000-8000-000000000017', 'Bus Shelter QR Panel',
   'Bus shelter panels where commuters book a free health check by scanning a QR code.',
   '/images/seed/gallery/bus-shelter-qr.svg', 'digital', 'Free Health Check', 'Kalpa Hospitals', 'Adyar, Chennai', 2025,
   array['bus shelter', 'QR code', 'healthcare'], false, 120),
  ('5eed9a11-0000-4000-8000-000000000018', 'Launch Night at the Trade Centre',
   'A product launch with stage, truss lighting and live demos for dealers and the press.',
   '/images/seed/gallery/trade-centre-launch.svg', 'events', '5G Launch Night', 'Nila Telecom', 'Chennai Trade Centre, Nandambakkam', 2025,
   array['launch', 'stage', 'corporate event'], true, 3),
  ('5eed9a11-0000-4000-8000-000000000019', 'Besant Nagar Health Run',
   'A 5 km run along the beach with branded start and finish arches and health-check kiosks.',
   '/images/seed/gallery/besant-nagar-health-run.svg', 'events', 'Chennai Heart Run', 'Kalpa Hospitals', 'Besant Nagar, Chennai', 2026,
   array['marathon', 'healthcare', 'community'], false, 130),
  ('5eed9a11-0000-4000-8000-000000000020', 'Madurai Music Night',
   'A sponsored open-air concert with stage branding, sampling counters and a photo booth.',
   '/images/seed/gallery/madurai-music-night.svg', 'events', 'Madurai Music Night', 'Udhaya Masala', 'Tamukkam Grounds, Madurai', 2024,
   array['concert', 'sponsorship', 'FMCG'], false, 140);

-- ---------------------------------------------------------------------------------------
-- 9 blog posts across the 6 blog categories. Paragraphs are separated by blank lines.
insert into public.blog_posts (id, title, excerpt, content, author_name, author_avatar, author_role, category, tags, image, published_at, read_time, created_at) values
  ('5eedb109-0000-4000-8000-000000000001',
   'Plan Your Outdoor Calendar Around Tamil Nadu''s Festivals',
   'Pongal, Tamil New Year, Aadi, Deepavali and the wedding months decide when Chennai shops. Here is how we book sites around them.',
   $$Most brands in Tamil Nadu sell a large share of their year in a handful of weeks. Pongal in January, Tamil New Year in April, the Aadi sales in July and August, Deepavali in October or November, and the wedding months in between decide when families spend on clothes, jewellery, appliances and vehicles.

The best billboard sites on Anna Salai, T. Nagar and OMR are booked six to eight weeks before each of these windows. Brands that decide late end up with what is left: sites on the wrong side of the road, or junctions their buyers never pass.

We start every annual plan with the festival calendar and the client's own sales data. If 40 percent of a silk house's revenue comes in the five weeks before Deepavali, that is where the outdoor budget goes, and the sites are chosen around the stores, not around the cheapest rates.

Between festivals, we keep a lighter presence on transit media and digital screens, so the brand stays familiar without paying peak rates. When the next festival arrives, the big formats go up on a brand people already know.$$,
   'Priya Venkatesh', '/images/site/about/leader-2.svg', 'Director, Client Strategy', 'Strategy',
   array['festivals', 'media planning', 'billboards'], '/images/seed/blog/festival-season-planning.svg', '2025-01-14', 6, now() - interval '300 days'),
  ('5eedb109-0000-4000-8000-000000000002',
   'Digital Out-of-Home in Chennai: What Changed This Year',
   'More screens, shorter lead times and creative that changes by the hour. A look at how digital out-of-home is changing outdoor buying in the city.',
   $$A few years ago a digital screen in Chennai was a novelty. Today large-format screens face traffic at Nungambakkam, Guindy, Vadapalani and along the IT corridor, and malls and airports run networks of smaller screens indoors.

The biggest change for advertisers is time. A printed hoarding needs a week from approved artwork to a lit site; a digital slot can change in an hour. That makes it possible to run a breakfast message in the morning and a dinner offer in the evening on the same screen.

It also changes how campaigns are bought. Instead of a month on one site, brands buy slots across many screens for the hours that matter to them, and pay for the share of time they use.

Printed formats are not going away. They are still the cheapest way to own a junction for a month. The campaigns we see working best combine the two: a printed landmark site for presence, and digital screens for timely, changing messages.$$,
   'Meera Krishnan', '/images/site/about/leader-4.svg', 'Creative Director', 'Industry Trends',
   array['DOOH', 'digital screens', 'trends'], '/images/seed/blog/dooh-chennai.svg', '2025-03-20', 5, now() - interval '280 days'),
  ('5eedb109-0000-4000-8000-000000000003',
   'Planning a Product Launch Event People Remember',
   'A launch is one evening, but the preparation takes weeks. Our checklist for venues, permissions, crowd flow and the photographs that outlive the night.',
   $$A product launch is judged in the first ten minutes: how guests arrive, what they see first, and whether the product is in their hands before the speeches start.

We begin with the venue and its permissions. Chennai Trade Centre, hotel ballrooms and open grounds each need different police, fire and electrical approvals, and some take three weeks. Booking a venue without checking them is the most common way launches slip.

Crowd flow comes next. Guests should pass the product on the way to their seats, not after the event. Demo counters go where people naturally wait: at registration, near the food, by the photo wall.

Finally, plan the pictures. The launch lives on in photographs and short videos for weeks afterwards, so lighting, backdrop and the moment of the reveal are designed for the camera as much as for the room.$$,
   'Karthik Subramanian', '/images/site/about/leader-3.svg', 'Head of Operations', 'Event Marketing',
   array['product launch', 'events', 'checklist'], '/images/seed/blog/event-stage.svg', '2025-05-08', 7, now() - interval '260 days'),
  ('5eedb109-0000-4000-8000-000000000004',
   'Sampling Campaigns That Convert: Lessons From 64 Apartment Communities',
   'Free samples are easy to give away and hard to turn into customers. What we learnt running weekend sampling in gated communities.',
   $$Handing out 52,000 samples is not a result. The result is how many of those households buy again, and that depends on decisions made long before the first sample leaves the van.

The first is where. Gated communities work well for daily-use products because the same families are there every weekend and the residents' association can announce the visit in advance. A notice in the community group the night before doubled our turnout.

The second is the offer. A sample with nothing to follow it is forgotten by Tuesday. We pair every sample with a simple next step: a subscription at an introductory price, signed up on the spot with a phone number.

The third is the team. Promoters who live nearby and speak Tamil and English answer questions better, and residents trust them. We brief every crew on the product until they can explain it without a script.$$,
   'Karthik Subramanian', '/images/site/about/leader-3.svg', 'Head of Operations', 'Strategy',
   array['sampling', 'RWA', 'conversion'], '/images/seed/blog/sampling-that-converts.svg', '2025-07-22', 6, now() - interval '240 days'),
  ('5eedb109-0000-4000-8000-000000000005',
   'Greener Hoardings: How We Are Cutting Flex Waste',
   'Every campaign change leaves a stack of used flex. Here is what we now do with it, and what we print on instead.',
   $$A single 40 x 20 ft hoarding uses about 800 square feet of printed material, and a busy site can change four times a year. For years most of that material was PVC flex, which is hard to recycle and usually ends up burnt or in landfill.

Since last year we have moved our standard printing to recyclable polyethylene and fabric media for every site where the structure allows it. The print quality is close enough that clients rarely notice, and the cost difference has narrowed every quarter.

Used material no longer goes to the scrap dealer by default. We send it to a recycler in Ambattur, and some of it comes back to us as shade cloth and bags for our field crews.

Lighting is the other half. Converting our lit sites to LED fixtures with timers cut their power use sharply, and the sites look brighter than before.$$,
   'Arjun Raghunathan', '/images/site/about/leader-1.svg', 'Founder & Managing Director', 'Sustainability',
   array['sustainability', 'printing', 'LED lighting'], '/images/seed/blog/sustainable-outdoor.svg', '2025-09-15', 5, now() - interval '220 days'),
  ('5eedb109-0000-4000-8000-000000000006',
   'QR Codes on Outdoor Media: Measuring What Used to Be Unmeasurable',
   'Outdoor advertising was long sold on traffic counts alone. A well-placed QR code now tells a brand how many people acted.',
   $$Outdoor has always been hard to measure. Traffic counts tell you how many vehicles pass a site, not how many people noticed the message or did anything about it.

A QR code changes that, but only where people can actually scan it. A code on a highway billboard is useless; a code on a bus shelter, in a metro station or on a mall standee, where people stand still for a minute, works.

Each site gets its own code, so the client sees which locations bring visits and sign-ups. In a recent hospital campaign, one shelter in Adyar brought more health-check bookings than three large billboards combined, and the budget moved accordingly.

The code needs a reason to scan: a discount, a free health check, a faster sign-up. A bare link to the home page rarely gets used. And the page it opens must load quickly on a phone with patchy signal.$$,
   'Priya Venkatesh', '/images/site/about/leader-2.svg', 'Director, Client Strategy', 'Technology',
   array['QR codes', 'measurement', 'digital'], '/images/seed/blog/measuring-outdoor.svg', '2025-11-03', 5, now() - interval '200 days'),
  ('5eedb109-0000-4000-8000-000000000007',
   'Transit Media in 2026: Buses, Trains and Autos',
   'Chennai commutes by bus, train, metro and auto. Each carries a different audience, and the best transit plans use more than one.',
   $$Transit media follows people through their day. City buses reach office-goers and students on fixed routes, suburban trains carry commuters from Tambaram and Avadi, the metro reaches a growing professional audience, and autos go where buses cannot.

Bus wraps are the landmark format: a fully wrapped bus is seen along its entire route, many times a day. We choose routes by the client's stores and customers, not by the depot that offers the best rate.

Auto rickshaw back panels are the most local format. Five hundred autos in two neighbourhoods will put a message in front of the same residents every day, which suits services that depend on the area, such as dairies, clinics and schools.

Metro and train media reach people who are standing and waiting, so they suit longer messages and QR codes. Used together, these formats cover a city's commute from start to finish.$$,
   'Priya Venkatesh', '/images/site/about/leader-2.svg', 'Director, Client Strategy', 'Industry Trends',
   array['transit', 'bus advertising', 'metro'], '/images/seed/blog/transit-media.svg', '2026-01-19', 6, now() - interval '150 days'),
  ('5eedb109-0000-4000-8000-000000000008',
   'Case Study: How a Silk House Filled Its Stores Before Deepavali',
   'A Kanchipuram silk house wanted more families in its stores in the five weeks before Deepavali. This is the plan that raised footfall by 38 percent.',
   $$Kanchi Loom House came to us with a simple goal: more families in its four Chennai stores in the five weeks before Deepavali, without discounting its best silks.

We mapped where its customers live and how they reach the stores, using the billing addresses the client shared. Most came along three roads: Anna Salai, the roads into T. Nagar and Purasaiwalkam High Road, so we put 24 billboards on those roads and none elsewhere.

Each billboard named the nearest store and its distance. Digital screens near the stores ran the same creative with the day's new arrivals, updated every morning by the store managers.

Footfall rose 38 percent over the same weeks the previous year, and festival sales rose 27 percent. The client has since booked the same corridors for the wedding months.$$,
   'Arjun Raghunathan', '/images/site/about/leader-1.svg', 'Founder & Managing Director', 'Case Studies',
   array['case study', 'retail', 'festival'], '/images/seed/blog/silk-house-billboards.svg', '2026-04-07', 4, now() - interval '100 days'),
  ('5eedb109-0000-4000-8000-000000000009',
   'Programmatic Screens at the Airport: Reaching Business Travellers',
   'Airport screens now sell by the hour and by flight. What that means for brands that want the attention of business travellers.',
   $$Airport audiences are small but valuable. Business travellers pass the same panels at the same times, often twice a week, and they have time to look while they wait for a flight or a bag.

Airport screen networks increasingly sell by time of day. A brand that wants early-morning flyers to Bengaluru and Mumbai can buy those hours without paying for the quiet afternoon.

Creative has to work in a few seconds and from a distance. We keep messages to one line and a brand mark, and save the detail for panels at the baggage belts, where people stand for several minutes.

For hotels, resorts, banks and premium brands, a month of airport presence often does more than a much larger spend on city billboards, because the audience is so precisely the one they want.$$,
   'Meera Krishnan', '/images/site/about/leader-4.svg', 'Creative Director', 'Technology',
   array['airport advertising', 'programmatic', 'business travel'], '/images/seed/blog/airport-audiences.svg', '2026-08-25', 4, now() - interval '50 days');

-- Two posts visitors do not see yet (docs/decisions/029-publishing-state.md): a draft under review and a post
-- scheduled a month ahead. Staff see both in the back office; the public blog, the sitemap and the
-- prerendered pages must not.
insert into public.blog_posts (id, title, excerpt, content, author_name, author_avatar, author_role, category, tags, image, status, published_at, read_time, created_at) values
  ('5eedb109-0000-4000-8000-000000000010',
   'Pongal 2027: Which Sites to Book, and When',
   'Which sites to book, and when, for Pongal 2027. A draft for the team to review.',
   $$The Pongal window opens in the first week of January. Anna Salai and OMR sites go first, so we book them in November.

This draft lists the sites we hold options on and the dates each option expires.$$,
   'Priya Venkatesh', '/images/site/about/leader-2.svg', 'Director, Client Strategy', 'Sustainability',
   array['festivals', 'media planning'], '/images/seed/blog/festival-season-planning.svg', 'draft', now(), 4, now() - interval '400 days'),
  ('5eedb109-0000-4000-8000-000000000011',
   'What Our Monsoon Survey Found',
   'Results of our survey of hoarding visibility during the north-east monsoon, out next month.',
   $$We counted how many hoardings stayed readable in the rain along four Chennai corridors.

The full results, with the sites that held up best, are published here next month.$$,
   'Arjun Raghunathan', '/images/site/about/leader-1.svg', 'Founder & Managing Director', 'Sustainability',
   array['monsoon', 'research'], '/images/seed/blog/sustainable-outdoor.svg', 'published', now() + interval '30 days', 5, now() - interval '400 days');

-- The staff who write: titles and portraits in their profiles (docs/decisions/052); a post by one of them
-- carries that byline. Karthik, who also writes, has no account. Divya has no portrait yet (the form says so).
update public.user_profiles set job_title = v.job_title, portrait_url = v.portrait_url
from (values
  ('admin@example.com', 'Founder & Managing Director', '/images/site/about/leader-1.svg'),
  ('editor@example.com', 'Creative Director', '/images/site/about/leader-4.svg'),
  ('reviewer@example.com', 'Director, Client Strategy', '/images/site/about/leader-2.svg'),
  ('sales@example.com', 'Client Sales Manager', null)
) as v (email, job_title, portrait_url)
where user_profiles.email = v.email;
update public.blog_posts set author_id = p.id from public.user_profiles p where p.full_name = blog_posts.author_name;

-- ---------------------------------------------------------------------------------------
-- Offers (docs/decisions/061-seasonal-offers.md): one running now and ending in about six weeks (the SPEC's festival
-- packages and texts), one that ended, one scheduled to appear at its start, so a fresh database shows every state.
-- Dates are India's days: an offer runs from the start of its first day to the end of its last. Fixed ids, as the other
-- seeded content has: a page prerendered from one database hydrates in place on another made from the same seed.
with india_today as (select date_trunc('day', now() at time zone 'Asia/Kolkata') as day)
insert into public.offers (id, slug, title, season, lead, hero_image, valid_from, valid_until, packages, status, published_at, created_at)
select id::uuid, slug, title, season, lead, hero_image,
       (day + starts) at time zone 'Asia/Kolkata', (day + ends - interval '1 second') at time zone 'Asia/Kolkata',
       packages::jsonb, 'published', coalesce((day + shows) at time zone 'Asia/Kolkata', now() - interval '30 days'),
       now() - interval '30 days'
from india_today, (values
  ('0ffe5eed-0000-4000-8000-000000000001', 'festival-season', 'Festival Season Offer', 'Year-end festivals',
   'Hoardings, bus wraps, vans and mall activations when Chennai shops the most. Get up to 40% off and save up to ₹1,00,000 on festive campaign packages.',
   '/images/site/festival/hero.svg', interval '-10 days', interval '42 days', null::interval,
   $json$[
     {"name": "Festival Starter", "duration": "15 days", "original_price": 50000, "offer_price": 35000, "popular": false,
      "features": ["2 hoardings at high-traffic Chennai junctions", "1 branded van route for 5 days", "Festive creative design (2 concepts)",
                   "Printing and installation included", "Photo proof of every site"]},
     {"name": "Festival Pro", "duration": "30 days", "original_price": 120000, "offer_price": 75000, "popular": true,
      "features": ["5 hoardings and 1 unipole on arterial roads", "2 branded van routes for 10 days", "Bus back panels on 10 MTC buses",
                   "1 weekend mall activation with promoters", "Festive creative design (4 concepts)", "Printing, installation and maintenance",
                   "Mid-campaign and closing performance report"]},
     {"name": "Festival Dominator", "duration": "45 days", "original_price": 250000, "offer_price": 150000, "popular": false,
      "features": ["10 hoardings and 3 unipoles across the city", "LED van with audio on 4 routes for 20 days", "Full wraps on 5 MTC buses",
                   "Metro station panels at 2 stations", "3 weekend activations with sampling", "10 lookwalkers at festive shopping streets",
                   "Unlimited festive creative revisions", "Dedicated campaign manager", "Weekly reports with GPS and photo proof"]}
   ]$json$),
  ('0ffe5eed-0000-4000-8000-000000000002', 'diwali-lights', 'Diwali Lights Offer', 'Deepavali',
   'Be on the roads Chennai takes to T. Nagar and Purasawalkam in the three weeks before Deepavali, at a festive price.',
   '/images/seed/gallery/anna-salai-silk-billboard.svg', interval '-70 days', interval '-25 days', interval '-75 days',
   $json$[
     {"name": "Deepavali Spark", "duration": "21 days", "original_price": 80000, "offer_price": 60000, "popular": true,
      "features": ["3 hoardings near T. Nagar and Purasawalkam", "Festive creative design (2 concepts)", "Printing and installation included"]},
     {"name": "Deepavali Blaze", "duration": "30 days", "original_price": 200000, "offer_price": 140000, "popular": false,
      "features": ["8 hoardings and 2 unipoles", "LED van on 2 routes for 10 days", "Photo proof of every site"]}
   ]$json$),
  ('0ffe5eed-0000-4000-8000-000000000003', 'pongal-harvest', 'Pongal Harvest Offer', 'Pongal & Tamil New Year',
   'Pongal is when Tamil Nadu buys for the year: be on the highways home and in the markets, from Bhogi to Kaanum Pongal.',
   '/images/seed/gallery/kathipara-unipole.svg', interval '42 days', interval '72 days', interval '42 days',
   $json$[
     {"name": "Harvest Starter", "duration": "15 days", "original_price": 60000, "offer_price": 45000, "popular": false,
      "features": ["2 hoardings on the GST Road exit", "Festive creative design (2 concepts)", "Printing and installation included"]},
     {"name": "Harvest Pro", "duration": "30 days", "original_price": 150000, "offer_price": 99000, "popular": true,
      "features": ["4 hoardings and 2 unipoles on the highways home", "Bus back panels on 10 TNSTC buses", "Village market activation on 2 weekends",
                   "Photo proof of every site"]}
   ]$json$)
) as offer (id, slug, title, season, lead, hero_image, starts, ends, shows, packages);

-- ---------------------------------------------------------------------------------------
-- Careers (docs/decisions/102): three openings visitors see (one closing in three weeks) and a draft only staff see.
insert into public.job_openings (id, slug, title, location, employment_type, description, closes_on, status, published_at, created_at) values
  ('5eedca4e-0000-4000-8000-000000000001', 'field-mounting-crew', 'Field mounting crew', 'Chennai (Guindy), travelling across Tamil Nadu', 'full_time',
   E'Mount and dismount flex and vinyl on hoardings, unipoles and bus shelters across Chennai and, some weeks, Coimbatore and Madurai. You work in a crew of three with our own van, ladders and harnesses.\n\nYou take the proof photos on the crew app, so a smartphone you are at ease with matters more than experience. Working at height is part of the job: we train you and pay for the certificate.\n\nDay shifts and some nights before a campaign goes live; overtime paid, ESI and PF from the first month.',
   null, 'published', now() - interval '20 days', now() - interval '20 days'),
  ('5eedca4e-0000-4000-8000-000000000002', 'sales-executive-omr', 'Sales executive, OMR and ECR', 'Chennai (Guindy)', 'full_time',
   E'Sell outdoor media to the shops, schools, hospitals and builders along OMR and ECR: walk in, understand what they want to be seen for, and build them a media plan from our sites.\n\nTamil and English, a two-wheeler and a year of field sales (any product) are what we ask. Salary plus a share of every campaign you close.',
   (now() at time zone 'Asia/Kolkata')::date + 21, 'published', now() - interval '12 days', now() - interval '12 days'),
  ('5eedca4e-0000-4000-8000-000000000003', 'design-intern', 'Design intern (print and outdoor)', 'Chennai (Guindy)', 'internship',
   E'Three months with our studio preparing artwork for print at hoarding size: bleed, resolution, colour for flex and vinyl, and the mock-ups clients approve.\n\nFor students of design or fine arts with a portfolio; a stipend is paid.',
   null, 'published', now() - interval '5 days', now() - interval '5 days'),
  ('5eedca4e-0000-4000-8000-000000000004', 'accounts-assistant', 'Accounts assistant', 'Chennai (Guindy)', 'part_time',
   E'Raise invoices, match receipts and TDS certificates, follow up what clients owe. Tally or Zoho Books and GST returns experience preferred.',
   null, 'draft', now(), now());

-- ---------------------------------------------------------------------------------------
-- Leads: 5 contact submissions, 2 festival bookings, 3 resource downloads, 3 subscribers.
insert into public."Contacts" ("Full name", "Email Address", "Phone Number", "Company Name", "Designation", "service of interest", message, created_at) values
  ('Arun Prakash', 'arun.prakash@example.com', 9840012345, 'Sree Balaji Textiles', 'Marketing Manager', 'billboard',
   'We are opening a new showroom in Porur in March and would like billboard options on Mount-Poonamallee Road for six weeks before the launch.', now() - interval '12 days'),
  ('Kavitha Sundaram', 'kavitha.s@example.org', 9884023456, 'Green Leaf Organics', null, 'sampling',
   'Can you run sampling for our millet snacks in apartment communities in OMR? We are looking at 20,000 samples over four weekends.', now() - interval '9 days'),
  ('Mohammed Irfan', 'irfan@example.net', 9003034567, '', null, 'van',
   'What would an LED van cost per day for a public awareness drive in Vellore and Tiruvannamalai?', now() - interval '6 days'),
  ('Deepa Venkataraman', 'deepa.v@example.com', 9445045678, 'Horizon Dental Clinics', 'Operations Head', 'bus',
   'We want to advertise our three clinics on buses that run through Adyar, Besant Nagar and Thiruvanmiyur. Please share route options and rates.', now() - interval '3 days'),
  ('Sanjay Gupta', 'sanjay.gupta@example.org', 7358056789, 'Northstar Logistics', 'Brand Lead', 'multiple services',
   'We are planning a Tamil Nadu launch next quarter and need a combined outdoor, transit and event plan. Could we set up a call this week?', now() - interval '1 day');

insert into public.festival_bookings (name, business_name, phone, email, offer_id, preferred_package, message, created_at)
select name, business_name, phone, email, (select id from public.offers where slug = 'festival-season'), preferred_package, message, created_at
from (values
  ('Ramesh Chandran', 'Chandran Sweets', '9841167890', 'ramesh@example.com', 'Festival Pro',
   'We want the campaign live two weeks before Christmas across our five branches.', now() - interval '5 days'),
  ('Nisha Thomas', 'Coastline Furniture', '9962278901', 'nisha.thomas@example.net', 'Festival Dominator', null, now() - interval '2 days')
) as booking (name, business_name, phone, email, preferred_package, message, created_at);

insert into public.resource_downloads (name, company, designation, mobile, email, service_id, resource_title, created_at) values
  ('Vignesh Ravi', 'Skyway Travels', 'Marketing Executive', '9790089012', 'vignesh.ravi@example.com', 'airport-advertising', 'Chennai Airport Media Kit', now() - interval '8 days'),
  ('Harini Balaji', 'Bloom Cosmetics', 'Brand Manager', '9500090123', 'harini@example.org', 'store-launch', 'Store Launch Checklist', now() - interval '4 days'),
  ('Joseph Fernandes', 'Bayview Hotels', 'General Manager', '9176001234', 'joseph.f@example.net', 'airport-advertising', 'Airport Audience Insights', now() - interval '2 days');

insert into public.newsletter_subscribers (email, source, created_at) values
  ('meena.k@example.com', 'popup', now() - interval '20 days'),
  ('prakash.r@example.org', 'blog', now() - interval '11 days'),
  ('anitha.j@example.net', 'blog-post', now() - interval '3 days');

-- ---------------------------------------------------------------------------------------
-- Sites (docs/product.md §11): the agency's own inventory, 43 sites at their real places (two not published yet).
-- Photos are the gallery's drawings, uploaded to Storage like every other seed image.
insert into public.sites (code, name, locality, address, latitude, longitude, format, width_ft, height_ft, lighting, facing, daily_traffic, monthly_rate, photos, published) values
  ('CHN-ANS-001', 'Gemini Flyover hoarding', 'Anna Salai', 'Anna Salai near Gemini Flyover, Teynampet', 13.0569, 80.2497, 'hoarding', 40, 20, 'back_lit', 'Facing traffic to Guindy', 185000, 240000, array['/images/seed/gallery/anna-salai-silk-billboard.svg'], true),
  ('CHN-ANS-002', 'Spencer Plaza unipole', 'Anna Salai', 'Anna Salai opposite Spencer Plaza, Thousand Lights', 13.0614, 80.2622, 'unipole', 40, 20, 'front_lit', 'Facing traffic to Mount Road Post Office', 160000, 210000, array['/images/seed/gallery/kathipara-unipole.svg'], true),
  ('CHN-ANS-003', 'LIC Building digital screen', 'Anna Salai', 'Anna Salai near the LIC Building', 13.0645, 80.266, 'digital_screen', 20, 10, 'digital', 'Both directions', 150000, 180000, array['/images/seed/gallery/nungambakkam-dooh.svg'], true),
  ('CHN-ANS-004', 'Teynampet gantry', 'Anna Salai', 'Anna Salai at Teynampet signal', 13.0435, 80.2485, 'gantry', 60, 10, 'front_lit', 'Across all lanes to Saidapet', 170000, 195000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-ANS-005', 'Saidapet bridge hoarding', 'Anna Salai', 'Anna Salai at the Saidapet bridge', 13.024, 80.2265, 'hoarding', 30, 15, 'front_lit', 'Facing traffic to the city', 140000, 120000, array['/images/seed/gallery/anna-salai-silk-billboard.svg'], true),
  ('CHN-OMR-001', 'Tidel Park hoarding', 'OMR', 'Rajiv Gandhi Salai opposite Tidel Park, Taramani', 12.9891, 80.2487, 'hoarding', 40, 20, 'back_lit', 'Facing traffic to Sholinganallur', 210000, 220000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-OMR-002', 'Perungudi unipole', 'OMR', 'Rajiv Gandhi Salai at Perungudi toll plaza', 12.9654, 80.2461, 'unipole', 30, 15, 'front_lit', 'Facing traffic to Madhya Kailash', 190000, 160000, array['/images/seed/gallery/kathipara-unipole.svg'], true),
  ('CHN-OMR-003', 'Thoraipakkam hoarding', 'OMR', 'Rajiv Gandhi Salai at Thoraipakkam junction', 12.9396, 80.2336, 'hoarding', 40, 20, 'front_lit', 'Facing traffic to Tidel Park', 175000, 150000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-OMR-004', 'Sholinganallur junction screen', 'OMR', 'Rajiv Gandhi Salai at Sholinganallur junction', 12.901, 80.2279, 'digital_screen', 24, 12, 'digital', 'Facing the junction', 220000, 200000, array['/images/seed/gallery/nungambakkam-dooh.svg'], true),
  ('CHN-OMR-005', 'Navalur hoarding', 'OMR', 'Rajiv Gandhi Salai at Navalur', 12.8459, 80.2265, 'hoarding', 40, 20, 'non_lit', 'Facing traffic to Siruseri', 120000, 85000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-OMR-006', 'SIPCOT Siruseri gantry', 'OMR', 'Rajiv Gandhi Salai at SIPCOT IT Park, Siruseri', 12.8262, 80.2196, 'gantry', 60, 8, 'front_lit', 'Across both lanes', 95000, null, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-ECR-001', 'Thiruvanmiyur hoarding', 'ECR', 'East Coast Road at Thiruvanmiyur', 12.983, 80.2594, 'hoarding', 30, 15, 'front_lit', 'Facing traffic to Mahabalipuram', 110000, 140000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-ECR-002', 'Neelankarai unipole', 'ECR', 'East Coast Road at Neelankarai', 12.9496, 80.2547, 'unipole', 30, 15, 'back_lit', 'Facing traffic to the city', 90000, 130000, array['/images/seed/gallery/kathipara-unipole.svg'], true),
  ('CHN-ECR-003', 'Injambakkam hoarding', 'ECR', 'East Coast Road at Injambakkam', 12.9187, 80.251, 'hoarding', 40, 20, 'non_lit', 'Facing traffic to Mahabalipuram', 80000, 75000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-ECR-004', 'Muttukadu hoarding', 'ECR', 'East Coast Road at Muttukadu boat house', 12.8105, 80.2457, 'hoarding', 40, 20, 'non_lit', 'Facing weekend traffic to the resorts', 60000, 55000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-GST-001', 'Guindy hoarding', 'GST Road', 'Grand Southern Trunk Road at Guindy', 13.0067, 80.2206, 'hoarding', 40, 20, 'back_lit', 'Facing traffic to Kathipara', 230000, 230000, array['/images/seed/gallery/anna-salai-silk-billboard.svg'], true),
  ('CHN-GST-002', 'Meenambakkam unipole', 'GST Road', 'GST Road at Meenambakkam', 12.9866, 80.179, 'unipole', 40, 20, 'front_lit', 'Facing traffic to the city', 200000, 190000, array['/images/seed/gallery/kathipara-unipole.svg'], true),
  ('CHN-GST-003', 'Pallavaram flyover hoarding', 'GST Road', 'GST Road at the Pallavaram flyover', 12.9675, 80.1491, 'hoarding', 40, 20, 'front_lit', 'Facing traffic to Tambaram', 180000, 150000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-GST-004', 'Chromepet hoarding', 'GST Road', 'GST Road at Chromepet', 12.9516, 80.1462, 'hoarding', 30, 15, 'front_lit', 'Facing traffic to the airport', 160000, 110000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-GST-005', 'Tambaram bus shelter', 'GST Road', 'GST Road at Tambaram bus stand', 12.9249, 80.1, 'bus_shelter', 12, 6, 'back_lit', 'Passengers and passing traffic', 90000, 45000, array['/images/seed/gallery/bus-shelter-qr.svg'], true),
  ('CHN-KTP-001', 'Kathipara junction unipole', 'Kathipara', 'Kathipara cloverleaf, Guindy', 13.007, 80.205, 'unipole', 40, 20, 'back_lit', 'Visible from three arms of the junction', 250000, 275000, array['/images/seed/gallery/kathipara-unipole.svg'], true),
  ('CHN-KTP-002', 'Alandur metro gantry', 'Kathipara', 'Inner Ring Road near Alandur metro', 13.004, 80.201, 'gantry', 60, 10, 'front_lit', 'Across traffic to Koyambedu', 210000, null, array['/images/seed/gallery/kathipara-unipole.svg'], true),
  ('CHN-TNG-001', 'Usman Road hoarding', 'T. Nagar', 'Usman Road near T. Nagar bus terminus', 13.0405, 80.2337, 'hoarding', 30, 15, 'front_lit', 'Facing shoppers and traffic to Kodambakkam', 140000, 170000, array['/images/seed/gallery/anna-salai-silk-billboard.svg'], true),
  ('CHN-TNG-002', 'Ranganathan Street kiosk', 'T. Nagar', 'Ranganathan Street entrance', 13.0418, 80.2306, 'pole_kiosk', 4, 6, 'back_lit', 'Pedestrians', 250000, 25000, array['/images/seed/gallery/t-nagar-tricycles.svg'], true),
  ('CHN-TNG-003', 'Panagal Park bus shelter', 'T. Nagar', 'Panagal Park bus stop, Venkatanarayana Road', 13.041, 80.2375, 'bus_shelter', 12, 6, 'back_lit', 'Passengers and passing traffic', 95000, 40000, array['/images/seed/gallery/bus-shelter-qr.svg'], true),
  ('CHN-TNG-004', 'Pondy Bazaar digital screen', 'T. Nagar', 'Sir Thyagaraya Road, Pondy Bazaar plaza', 13.0422, 80.24, 'digital_screen', 16, 9, 'digital', 'Pedestrian plaza', 120000, 160000, array['/images/seed/gallery/nungambakkam-dooh.svg'], true),
  ('CHN-VLC-001', 'Phoenix Marketcity atrium screen', 'Velachery', 'Phoenix Marketcity, Velachery Main Road', 12.991, 80.217, 'mall_screen', 12, 7, 'digital', 'Atrium, all floors', 60000, 150000, array['/images/seed/gallery/velachery-mall-atrium.svg'], true),
  ('CHN-VLC-002', 'Velachery Main Road hoarding', 'Velachery', 'Velachery Main Road at Vijayanagar', 12.9815, 80.218, 'hoarding', 40, 20, 'front_lit', 'Facing traffic to Tambaram', 150000, 130000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-VLC-003', 'Vijayanagar bus shelter', 'Velachery', 'Vijayanagar bus terminus, Velachery', 12.976, 80.221, 'bus_shelter', 12, 6, 'back_lit', 'Passengers and passing traffic', 80000, null, array['/images/seed/gallery/bus-shelter-qr.svg'], true),
  ('CHN-APT-001', 'Airport arrivals panel', 'Airport Road', 'Chennai International Airport arrivals, Tirusulam', 12.9822, 80.1637, 'digital_screen', 10, 6, 'digital', 'Arriving passengers', 45000, 260000, array['/images/seed/gallery/airport-arrivals-panel.svg'], true),
  ('CHN-APT-002', 'Airport approach unipole', 'Airport Road', 'Airport approach road, Tirusulam', 12.98, 80.169, 'unipole', 40, 20, 'back_lit', 'Facing traffic into the airport', 70000, 230000, array['/images/seed/gallery/kathipara-unipole.svg'], true),
  ('CHN-NGB-001', 'Sterling Road digital screen', 'Nungambakkam', 'Sterling Road at Nungambakkam High Road', 13.0595, 80.2413, 'digital_screen', 20, 10, 'digital', 'Facing traffic to Valluvar Kottam', 110000, 170000, array['/images/seed/gallery/nungambakkam-dooh.svg'], true),
  ('CHN-NGB-002', 'Nungambakkam High Road hoarding', 'Nungambakkam', 'Nungambakkam High Road near the Tank', 13.0614, 80.242, 'hoarding', 30, 15, 'front_lit', 'Facing traffic to Anna Salai', 100000, 125000, array['/images/seed/gallery/anna-salai-silk-billboard.svg'], true),
  ('CHN-ADY-001', 'LB Road hoarding', 'Adyar', 'Lattice Bridge Road, Adyar', 13.0012, 80.2565, 'hoarding', 30, 15, 'front_lit', 'Facing traffic to Thiruvanmiyur', 105000, 115000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-ADY-002', 'Adyar signal unipole', 'Adyar', 'Sardar Patel Road at Adyar signal', 13.0067, 80.252, 'unipole', 30, 15, 'back_lit', 'Facing traffic to Guindy', 130000, 140000, array['/images/seed/gallery/kathipara-unipole.svg'], true),
  ('CHN-ANN-001', '2nd Avenue hoarding', 'Anna Nagar', '2nd Avenue, Anna Nagar', 13.085, 80.2101, 'hoarding', 30, 15, 'front_lit', 'Facing traffic to the Roundtana', 95000, 110000, array['/images/seed/gallery/anna-salai-silk-billboard.svg'], true),
  ('CHN-ANN-002', 'Anna Nagar tower bus shelter', 'Anna Nagar', '3rd Avenue near Anna Nagar Tower Park', 13.087, 80.214, 'bus_shelter', 12, 6, 'back_lit', 'Passengers and passing traffic', 70000, 35000, array['/images/seed/gallery/bus-shelter-qr.svg'], true),
  ('CHN-KYM-001', 'CMBT gantry', 'Koyambedu', 'Inner Ring Road at Koyambedu bus terminus', 13.0694, 80.1948, 'gantry', 60, 10, 'front_lit', 'Across traffic to Vadapalani', 240000, 210000, array['/images/seed/gallery/kathipara-unipole.svg'], true),
  ('CHN-EGM-001', 'Poonamallee High Road hoarding', 'Egmore', 'Poonamallee High Road near Egmore', 13.078, 80.26, 'hoarding', 40, 20, 'back_lit', 'Facing traffic to Central', 170000, 165000, array['/images/seed/gallery/anna-salai-silk-billboard.svg'], true),
  ('CHN-VDP-001', 'Arcot Road hoarding', 'Vadapalani', 'Arcot Road at Vadapalani junction', 13.05, 80.2121, 'hoarding', 40, 20, 'front_lit', 'Facing traffic to Porur', 160000, 135000, array['/images/seed/gallery/omr-hoarding.svg'], true),
  ('CHN-MYL-001', 'Luz Corner kiosk', 'Mylapore', 'Luz Church Road at Luz Corner', 13.0339, 80.268, 'pole_kiosk', 4, 6, 'non_lit', 'Pedestrians and temple visitors', 60000, 15000, array['/images/seed/gallery/mylapore-coffee-sampling.svg'], true),
  ('CHN-EXA-001', 'Express Avenue mall screen', 'Anna Salai', 'Express Avenue mall, Royapettah', 13.0587, 80.2642, 'mall_screen', 12, 7, 'digital', 'Atrium and food court', 50000, 140000, array['/images/seed/gallery/velachery-mall-atrium.svg'], false),
  ('CHN-MRN-001', 'Kamarajar Salai bus shelter', 'Marina', 'Kamarajar Salai opposite the Marina', 13.05, 80.2824, 'bus_shelter', 12, 6, 'back_lit', 'Passengers and beach-road traffic', 85000, null, array['/images/seed/gallery/bus-shelter-qr.svg'], false);

-- Bookings relative to the day the database is made: every fourth site is booked this month and next,
-- the next is booked only this month (free from next month), the next is held next month, and the rest
-- are free, some with a confirmed campaign three months out.
with m as (select date_trunc('month', current_date)::date as m0),
numbered as (select id, row_number() over (order by code) as n from public.sites)
insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note)
select n.id, b.starts_on, b.ends_on, b.kind, b.client_name, b.note
from numbered n cross join m
cross join lateral (values
  (n.n % 4 = 0, m.m0, (m.m0 + interval '2 months' - interval '1 day')::date, 'confirmed', 'Sree Balaji Textiles', 'Showroom launch, two months'),
  (n.n % 4 = 1, m.m0, (m.m0 + interval '1 month' - interval '1 day')::date, 'confirmed', 'Chandran Sweets', 'Festival campaign'),
  (n.n % 4 = 2, (m.m0 + interval '1 month')::date, (m.m0 + interval '2 months' - interval '1 day')::date, 'hold', 'Horizon Dental Clinics', 'Held until the client signs'),
  (n.n % 8 = 3, (m.m0 + interval '3 months')::date, (m.m0 + interval '4 months' - interval '1 day')::date, 'confirmed', 'Northstar Logistics', 'Tamil Nadu launch')
) as b (applies, starts_on, ends_on, kind, client_name, note)
where b.applies;

-- ---------------------------------------------------------------------------------------
-- Campaigns (docs/decisions/053), five to six months out, clear of the bookings above: one proposal sent and
-- waiting (its demo link, named in the README: /proposals/DemoProposalKaveriFoodsPongal001), one accepted and
-- confirmed, one whose hold expired unanswered. Lines are added while each is a draft, as the screens do.
insert into public.customers (id, name, gstin, billing_address, created_by) values
  ('5eedc057-0000-4000-8000-000000000001', 'Kaveri Foods', '33AABCK1234M1ZR', '14 Industrial Estate, Guindy, Chennai 600032', '5eed0000-0000-4000-8000-000000000006'),
  ('5eedc057-0000-4000-8000-000000000002', 'Chandran Sweets', '33AAGFC5678K1Z4', '21 Ranganathan Street, T. Nagar, Chennai 600017', '5eed0000-0000-4000-8000-000000000001'),
  ('5eedc057-0000-4000-8000-000000000003', 'Horizon Dental Clinics', null, '5 Besant Avenue, Adyar, Chennai 600020', '5eed0000-0000-4000-8000-000000000006');
insert into public.customer_contacts (id, customer_id, name, designation, phone, email) values
  ('5eedc0c7-0000-4000-8000-000000000001', '5eedc057-0000-4000-8000-000000000001', 'Latha Raman', 'Brand Manager', '98400 11223', 'latha.raman@example.com'),
  ('5eedc0c7-0000-4000-8000-000000000002', '5eedc057-0000-4000-8000-000000000002', 'S. Chandran', 'Proprietor', '98410 44556', 'chandran@example.com'),
  ('5eedc0c7-0000-4000-8000-000000000003', '5eedc057-0000-4000-8000-000000000003', 'Dr. Anita Rao', 'Director', '98840 77889', 'anita.rao@example.com');
insert into public.campaigns (id, title, customer_id, contact_id, owner_id) values
  ('c0a10001-5eed-4000-8000-000000000001', 'Pongal launch: OMR and Adyar', '5eedc057-0000-4000-8000-000000000001', '5eedc0c7-0000-4000-8000-000000000001', '5eed0000-0000-4000-8000-000000000006'),
  ('c0a10002-5eed-4000-8000-000000000002', 'Summer sweets, Anna Nagar', '5eedc057-0000-4000-8000-000000000002', '5eedc0c7-0000-4000-8000-000000000002', '5eed0000-0000-4000-8000-000000000001'),
  ('c0a10003-5eed-4000-8000-000000000003', 'New clinic, Adyar signal', '5eedc057-0000-4000-8000-000000000003', '5eedc0c7-0000-4000-8000-000000000003', '5eed0000-0000-4000-8000-000000000006');
with m as (select (date_trunc('month', current_date) + interval '5 months')::date as m5)
insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate, discount_percent, discount_reason)
select l.campaign_id::uuid, s.id, l.starts_on, l.ends_on, s.monthly_rate, l.discount, l.reason
from m cross join lateral (values
  ('c0a10001-5eed-4000-8000-000000000001', 'CHN-ADY-001', m.m5, (m.m5 + interval '1 month' - interval '1 day')::date, 5.0, 'Two sites together'),
  ('c0a10001-5eed-4000-8000-000000000001', 'CHN-ANN-001', m.m5, (m.m5 + interval '1 month' + interval '14 days')::date, 0.0, null),
  ('c0a10002-5eed-4000-8000-000000000002', 'CHN-ANN-002', m.m5, (m.m5 + interval '2 months' - interval '1 day')::date, 0.0, null),
  ('c0a10003-5eed-4000-8000-000000000003', 'CHN-ADY-002', (m.m5 + interval '10 days')::date, (m.m5 + interval '40 days')::date, 0.0, null)
) as l (campaign_id, code, starts_on, ends_on, discount, reason)
join public.sites s on s.code = l.code;
-- Sent: holds for three days, and the demo link.
with sent as (
  update public.campaigns set status = 'sent', sent_at = now() - interval '1 day', valid_until = current_date + 6
  where id = 'c0a10001-5eed-4000-8000-000000000001' returning id, reference
), held as (
  insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note, expires_at, created_by)
  select l.site_id, l.starts_on, l.ends_on, 'hold', 'Kaveri Foods', 'Proposal ' || sent.reference, now() + interval '2 days', '5eed0000-0000-4000-8000-000000000006'
  from public.campaign_lines l join sent on sent.id = l.campaign_id
  returning id, site_id
)
update public.campaign_lines l set booking_id = held.id from held where l.site_id = held.site_id and l.campaign_id = 'c0a10001-5eed-4000-8000-000000000001';
insert into public.proposal_links (campaign_id, token_hash, created_by) values
  ('c0a10001-5eed-4000-8000-000000000001', public.proposal_token_hash('DemoProposalKaveriFoodsPongal001'), '5eed0000-0000-4000-8000-000000000006');
-- Accepted and confirmed.
with booked as (
  insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note, created_by)
  select l.site_id, l.starts_on, l.ends_on, 'confirmed', 'Chandran Sweets', 'Proposal accepted', '5eed0000-0000-4000-8000-000000000001'
  from public.campaign_lines l where l.campaign_id = 'c0a10002-5eed-4000-8000-000000000002'
  returning id, site_id
)
update public.campaign_lines l set booking_id = booked.id from booked where l.site_id = booked.site_id and l.campaign_id = 'c0a10002-5eed-4000-8000-000000000002';
update public.campaigns set status = 'confirmed', sent_at = now() - interval '6 days', valid_until = current_date + 1,
  accepted_at = now() - interval '2 days', accepted_name = 'S. Chandran', accepted_designation = 'Proprietor'
where id = 'c0a10002-5eed-4000-8000-000000000002';
insert into public.proposal_links (campaign_id, token_hash, created_by) values
  ('c0a10002-5eed-4000-8000-000000000002', public.proposal_token_hash(encode(extensions.gen_random_bytes(24), 'base64')), '5eed0000-0000-4000-8000-000000000001');
-- Sent, unanswered: its hold expired yesterday and counts for nothing (the scheduled tidy removes it).
with sent as (
  update public.campaigns set status = 'sent', sent_at = now() - interval '4 days', valid_until = current_date + 3
  where id = 'c0a10003-5eed-4000-8000-000000000003' returning id, reference
), held as (
  insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note, expires_at, created_by)
  select l.site_id, l.starts_on, l.ends_on, 'hold', 'Horizon Dental Clinics', 'Proposal ' || sent.reference, now() - interval '1 day', '5eed0000-0000-4000-8000-000000000006'
  from public.campaign_lines l join sent on sent.id = l.campaign_id
  returning id, site_id
)
update public.campaign_lines l set booking_id = held.id from held where l.site_id = held.site_id and l.campaign_id = 'c0a10003-5eed-4000-8000-000000000003';
insert into public.proposal_links (campaign_id, token_hash, created_by) values
  ('c0a10003-5eed-4000-8000-000000000003', public.proposal_token_hash(encode(extensions.gen_random_bytes(24), 'base64')), '5eed0000-0000-4000-8000-000000000006');

-- ---------------------------------------------------------------------------------------
-- Site licences (docs/decisions/054): most run to the end of next year; two end within 60 days (the dashboard
-- lists them), and one has lapsed, so visitors see that site as not available.
insert into public.site_licences (site_id, licence_number, authority, valid_until, stability_valid_until)
select s.id, 'GCC/ADV/' || to_char(current_date, 'YYYY') || '/' || lpad(row_number() over (order by s.code)::text, 4, '0'),
       case when s.locality in ('Tambaram', 'Chromepet') then 'Tambaram City Municipal Corporation' else 'Greater Chennai Corporation' end,
       case s.code when 'CHN-VDP-001' then current_date + 40 when 'CHN-MYL-001' then current_date - 10
                   else (date_trunc('year', current_date) + interval '2 years' - interval '1 day')::date end,
       case s.code when 'CHN-EGM-001' then current_date + 25 else (date_trunc('year', current_date) + interval '1 year' + interval '5 months')::date end
from public.sites s;

-- ---------------------------------------------------------------------------------------
-- Proof of display (docs/decisions/057): a confirmed campaign that started two days ago on four sites, its
-- mounting jobs with the demo crew in every state: one mounted with its photos awaiting approval, one approved,
-- one asked to re-shoot (a photo was taken 400 m away), one still to do today; its creative is the client's
-- artwork. The photos' and the creative's files are put in the proofs bucket by the storage seed
-- (supabase/local/storage/seed.ts). Written with triggers off: lines and bookings that start in the past, and
-- photos whose files do not exist yet.
insert into public.customers (id, name, gstin, billing_address, created_by) values
  ('5eedc057-0000-4000-8000-000000000004', 'Marina Mart', '33AACCM4321Q1ZE', '2 Kamarajar Salai, Triplicane, Chennai 600005', '5eed0000-0000-4000-8000-000000000006');
insert into public.customer_contacts (id, customer_id, name, designation, phone, email) values
  ('5eedc0c7-0000-4000-8000-000000000004', '5eedc057-0000-4000-8000-000000000004', 'Revathi Sundar', 'Marketing Manager', '98400 66778', 'revathi.sundar@example.com');
insert into public.campaigns (id, title, customer_id, contact_id, owner_id) values
  ('c0a10004-5eed-4000-8000-000000000004', 'Year-end sale, four sites', '5eedc057-0000-4000-8000-000000000004', '5eedc0c7-0000-4000-8000-000000000004', '5eed0000-0000-4000-8000-000000000006');
set session_replication_role = replica;
with line as (
  insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate)
  select 'c0a10004-5eed-4000-8000-000000000004', s.id, current_date - 2, current_date + 27, coalesce(s.monthly_rate, 60000)
  from public.sites s where s.code in ('CHN-GST-002', 'CHN-KTP-001', 'CHN-OMR-006', 'CHN-ECR-004')
  returning id, site_id, starts_on, ends_on
), booked as (
  insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note, created_by)
  select line.site_id, line.starts_on, line.ends_on, 'confirmed', 'Marina Mart', 'Proposal accepted', '5eed0000-0000-4000-8000-000000000006' from line
  returning id, site_id
)
update public.campaign_lines l set booking_id = booked.id from booked where l.site_id = booked.site_id and l.campaign_id = 'c0a10004-5eed-4000-8000-000000000004';
update public.campaigns set status = 'confirmed', sent_at = now() - interval '9 days', valid_until = current_date - 2,
  accepted_at = now() - interval '7 days', accepted_name = 'Revathi Sundar', accepted_designation = 'Marketing Manager'
where id = 'c0a10004-5eed-4000-8000-000000000004';
-- Each campaign's history as its functions would have written it: sent by its owner, accepted by its client.
insert into public.campaign_events (campaign_id, kind, at, by_user, by_name)
select c.id, 'sent', c.sent_at, c.owner_id, u.full_name from public.campaigns c left join public.user_profiles u on u.id = c.owner_id
where c.sent_at is not null;
insert into public.campaign_events (campaign_id, kind, at, by_name)
select c.id, 'accepted', c.accepted_at, concat_ws(', ', c.accepted_name, c.accepted_designation) from public.campaigns c where c.accepted_at is not null;
insert into public.mounting_jobs (id, campaign_id, line_id, site_id, kind, due_on, assignee_id, creative_path)
select j.id::uuid, l.campaign_id, l.id, l.site_id, 'mounting', l.starts_on, '5eed0000-0000-4000-8000-000000000007',
       'creatives/c0a10004-5eed-4000-8000-000000000004/year-end-sale-artwork.jpg'
from (values ('10b00001-5eed-4000-8000-000000000001', 'CHN-GST-002'), ('10b00002-5eed-4000-8000-000000000002', 'CHN-KTP-001'),
             ('10b00003-5eed-4000-8000-000000000003', 'CHN-OMR-006'), ('10b00004-5eed-4000-8000-000000000004', 'CHN-ECR-004')) as j (id, code)
join public.sites s on s.code = j.code
join public.campaign_lines l on l.site_id = s.id and l.campaign_id = 'c0a10004-5eed-4000-8000-000000000004';
-- The last one is due today, as the demo crew's first job.
update public.mounting_jobs set due_on = current_date where id = '10b00004-5eed-4000-8000-000000000004';
-- Photos: taken yesterday, a few metres from each site (the re-shoot's close-up 400 m away, on the next road).
insert into public.proof_photos (id, job_id, shot, object_path, taken_at, uploaded_by, phone_time, latitude, longitude, accuracy_m, distance_m, captured, flags, created_at)
select p.id::uuid, j.id, p.shot, format('photos/%s/%s.jpg', j.id, p.id), now() - interval '1 day' + p.n * interval '4 minutes',
       '5eed0000-0000-4000-8000-000000000007', now() - interval '1 day' + p.n * interval '4 minutes',
       s.latitude + p.dlat, s.longitude + 0.0002, 8, public.metres_between(s.latitude + p.dlat, s.longitude + 0.0002, s.latitude, s.longitude), true,
       case when public.metres_between(s.latitude + p.dlat, s.longitude + 0.0002, s.latitude, s.longitude) > 150 then array['far'] else '{}' end,
       now() - interval '1 day' + p.n * interval '4 minutes'
from (values
  ('9f000101-5eed-4000-8000-000000000001', '10b00001-5eed-4000-8000-000000000001', 'close_up', 1, 0.0001),
  ('9f000102-5eed-4000-8000-000000000002', '10b00001-5eed-4000-8000-000000000001', 'approach', 2, 0.0006),
  ('9f000103-5eed-4000-8000-000000000003', '10b00001-5eed-4000-8000-000000000001', 'newspaper', 3, 0.0001),
  ('9f000104-5eed-4000-8000-000000000004', '10b00001-5eed-4000-8000-000000000001', 'night', 4, 0.0002),
  ('9f000201-5eed-4000-8000-000000000001', '10b00002-5eed-4000-8000-000000000002', 'close_up', 1, 0.0001),
  ('9f000202-5eed-4000-8000-000000000002', '10b00002-5eed-4000-8000-000000000002', 'approach', 2, 0.0007),
  ('9f000203-5eed-4000-8000-000000000003', '10b00002-5eed-4000-8000-000000000002', 'newspaper', 3, 0.0001),
  ('9f000204-5eed-4000-8000-000000000004', '10b00002-5eed-4000-8000-000000000002', 'night', 4, 0.0002),
  ('9f000301-5eed-4000-8000-000000000001', '10b00003-5eed-4000-8000-000000000003', 'close_up', 1, 0.0036),
  ('9f000302-5eed-4000-8000-000000000002', '10b00003-5eed-4000-8000-000000000003', 'approach', 2, 0.0005),
  ('9f000303-5eed-4000-8000-000000000003', '10b00003-5eed-4000-8000-000000000003', 'newspaper', 3, 0.0001),
  ('9f000304-5eed-4000-8000-000000000004', '10b00003-5eed-4000-8000-000000000003', 'night', 4, 0.0002)
) as p (id, job, shot, n, dlat)
join public.mounting_jobs j on j.id = p.job::uuid
join public.sites s on s.id = j.site_id;
set session_replication_role = origin;
update public.mounting_jobs set state = 'mounted' where id in ('10b00001-5eed-4000-8000-000000000001', '10b00002-5eed-4000-8000-000000000002', '10b00003-5eed-4000-8000-000000000003');
update public.mounting_jobs set state = 'approved' where id = '10b00002-5eed-4000-8000-000000000002';
update public.mounting_jobs set state = 'reshoot', reshoot_reason = 'The close-up was taken 400 m away, on the next road: take it again at the site, with the whole ad in view.'
where id = '10b00003-5eed-4000-8000-000000000003';
set session_replication_role = replica;
update public.mounting_jobs set approved_by = '5eed0000-0000-4000-8000-000000000006', approved_at = now() - interval '20 hours'
where id = '10b00002-5eed-4000-8000-000000000002';
set session_replication_role = origin;

-- The demo agency's tax identity and logo on the letterhead of its proposals and proof reports (docs/decisions/095).
-- Without the settings' triggers, which name the admin who changed them (the seed is nobody).
set session_replication_role = replica;
update public.sales_settings set agency_gstin = '33AAFCC4821K1ZS', agency_pan = 'AAFCC4821K', letterhead_logo = '/images/letterhead-logo.svg';
-- Its invoices' bank details and signatory (docs/decisions/104); the demo customers' states from their GSTINs.
update public.billing_settings set bank_name = 'Indian Bank, Teynampet branch', bank_account = '6012345678', bank_ifsc = 'IDIB000T024',
  signatory = 'Arjun Raghunathan, Director';
update public.customers set state_code = '33' where gstin is null and billing_address like '%Chennai%';
set session_replication_role = origin;

-- A Mumbai client billed for a display service (IGST, decision 104): its June campaign on OMR, invoiced through the
-- billing's functions as the demo accountant, dated back to then, so it is 75 days past due; part of it credited
-- since (the site was dark two days in the rains, decision 107). The receivables screen shows it in 61-90 days.
insert into public.customers (id, name, gstin, billing_address, created_by) values
  ('5eedc057-0000-4000-8000-000000000005', 'Asha Motors', '27AAPFU0939F1ZV', '12 Marine Drive, Mumbai 400020, Maharashtra', '5eed0000-0000-4000-8000-000000000006');
insert into public.customer_contacts (id, customer_id, name, designation, phone, email) values
  ('5eedc0c7-0000-4000-8000-000000000005', '5eedc057-0000-4000-8000-000000000005', 'Farhan Shaikh', 'Brand Manager', '98200 33445', 'farhan.shaikh@example.com');
insert into public.campaigns (id, title, customer_id, contact_id, owner_id, supply_kind, include_printing, include_mounting) values
  ('c0a10005-5eed-4000-8000-000000000005', 'Monsoon service camp, OMR', '5eedc057-0000-4000-8000-000000000005', '5eedc0c7-0000-4000-8000-000000000005',
   '5eed0000-0000-4000-8000-000000000006', 'service', true, false);
set session_replication_role = replica;
insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate)
select 'c0a10005-5eed-4000-8000-000000000005', s.id, current_date - 170, current_date - 141, coalesce(s.monthly_rate, 60000)
from public.sites s where s.code = 'CHN-OMR-001';
update public.campaigns set status = 'completed', sent_at = now() - interval '180 days', valid_until = current_date - 170,
  accepted_at = now() - interval '176 days', accepted_name = 'Farhan Shaikh', accepted_designation = 'Brand Manager'
where id = 'c0a10005-5eed-4000-8000-000000000005';
set session_replication_role = origin;
select set_config('request.jwt.claims', '{"sub": "5eed0000-0000-4000-8000-000000000008", "role": "authenticated"}', false);
select public.issue_invoice(public.draft_invoice('c0a10005-5eed-4000-8000-000000000005'));
set session_replication_role = replica;
update public.invoices set invoice_date = public.india_today() - 165, due_on = public.india_today() - 75, issued_at = now() - interval '165 days'
where campaign_id = 'c0a10005-5eed-4000-8000-000000000005';
set session_replication_role = origin;
-- Its client's link (the README names it: /invoices/DemoInvoiceAshaMotorsMonsoon01), which shows the credit note too.
insert into public.invoice_links (invoice_id, token_hash, created_by)
select i.id, public.proposal_token_hash('DemoInvoiceAshaMotorsMonsoon01'), '5eed0000-0000-4000-8000-000000000008'
from public.invoices i where i.campaign_id = 'c0a10005-5eed-4000-8000-000000000005';
select public.issue_credit_note(i.id, 'The site was dark two days in the June rains', jsonb_build_array(jsonb_build_object('line', l.id, 'taxable_paise', round(l.taxable_paise * 2 / 30))))
from public.invoices i join public.invoice_lines l on l.invoice_id = i.id and l.kind = 'media'
where i.campaign_id = 'c0a10005-5eed-4000-8000-000000000005';
select set_config('request.jwt.claims', '', false);

-- The confirmed 'Year-end sale' invoiced by the demo accountant through the billing's own functions (decision 104),
-- as if signed in as her, and its link for the client (named in the README: /invoices/DemoInvoiceMarinaMartYearEnd01).
select set_config('request.jwt.claims', '{"sub": "5eed0000-0000-4000-8000-000000000008", "role": "authenticated"}', false);
select public.record_purchase_order('c0a10004-5eed-4000-8000-000000000004', 'MM/PO/2026-27/118', public.india_today() - 6);
select public.issue_invoice(public.draft_invoice('c0a10004-5eed-4000-8000-000000000004'));
insert into public.invoice_links (invoice_id, token_hash, created_by)
select i.id, public.proposal_token_hash('DemoInvoiceMarinaMartYearEnd01'), '5eed0000-0000-4000-8000-000000000008'
from public.invoices i where i.campaign_id = 'c0a10004-5eed-4000-8000-000000000004';
-- Half of it paid by NEFT, less the 2% TDS Marina Mart (a company) deducted on that half's value before GST, to the
-- rupee (decision 106): the invoice's screen shows the rest still to pay.
select public.record_receipt('5eedc057-0000-4000-8000-000000000004', public.india_today(), 'neft', 'IDIBN26340012345',
  half - tds, tds, 2, null, false, 'The first half, as agreed')
from (select i.total_paise / 2 as half, (round(i.taxable_paise / 2 * 0.02 / 100) * 100)::bigint as tds
      from public.invoices i where i.campaign_id = 'c0a10004-5eed-4000-8000-000000000004') as owed;
-- Chandran Sweets' confirmed campaign was invoiced before its purchase order came, and cancelled: its number stays used.
-- Its advance, half the media cost on confirmation as the terms ask, is kept on account for the invoice to come.
select public.record_receipt('5eedc057-0000-4000-8000-000000000002', public.india_today(), 'upi', 'UPI 633412345678', 5000000, 0, 0, '[]',
  true, 'Half the media cost on confirmation');
select public.issue_invoice(public.draft_invoice('c0a10002-5eed-4000-8000-000000000002'));
select public.cancel_invoice(i.id, 'Raised before the client''s purchase order came')
from public.invoices i where i.campaign_id = 'c0a10002-5eed-4000-8000-000000000002';
select set_config('request.jwt.claims', '', false);

-- Accepted and waiting (decision 114): Coastal Cafe's proposal, sent by the demo sales person and accepted on its link,
-- asks a ₹25,000 advance; its site stays held until the proposal's validity ends, until the PO and the advance come.
insert into public.customers (id, name, billing_address, created_by) values
  ('5eedc057-0000-4000-8000-000000000006', 'Coastal Cafe', '18 Besant Avenue, Adyar, Chennai 600020', '5eed0000-0000-4000-8000-000000000006');
insert into public.customer_contacts (id, customer_id, name, designation, phone, email) values
  ('5eedc0c7-0000-4000-8000-000000000006', '5eedc057-0000-4000-8000-000000000006', 'Priya Menon', 'Founder', '98401 22334', 'priya.menon@example.com');
insert into public.campaigns (id, title, customer_id, contact_id, owner_id, advance_paise) values
  ('c0a10006-5eed-4000-8000-000000000006', 'New outlet, Besant Nagar', '5eedc057-0000-4000-8000-000000000006', '5eedc0c7-0000-4000-8000-000000000006',
   '5eed0000-0000-4000-8000-000000000006', 2500000);
with window_days as (select (date_trunc('month', current_date) + interval '4 months')::date as starts_on,
                            (date_trunc('month', current_date) + interval '5 months' - interval '1 day')::date as ends_on)
insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate)
select 'c0a10006-5eed-4000-8000-000000000006', s.id, w.starts_on, w.ends_on, coalesce(s.monthly_rate, 60000)
from window_days w cross join lateral (
  select t.id, t.monthly_rate from public.sites t
  where t.published and not exists (select from public.site_bookings b where b.site_id = t.id and b.starts_on <= w.ends_on and b.ends_on >= w.starts_on)
  order by t.code limit 1) s;
select set_config('request.jwt.claims', '{"sub": "5eed0000-0000-4000-8000-000000000006", "role": "authenticated"}', false);
select public.accept_proposal(public.send_proposal('c0a10006-5eed-4000-8000-000000000006'), 'Priya Menon', 'Founder');
select set_config('request.jwt.claims', '', false);

-- ---------------------------------------------------------------------------------------
-- Leases (docs/decisions/115): three landlords, one of them unregistered for GST; CHN-ANN-001 on a fixed rent above
-- the TDS threshold that has escalated 5% twice; CHN-GST-002 on a 20% share of its revenue with a ₹25,000 minimum
-- (Marina Mart's booking earns it more this month); CHN-ADY-001's lease, stepped by schedule, ends within 90 days;
-- CHN-OMR-006 past the day to give notice. Every month's rent before this one is paid, TDS deducted, but Selvi Ammal's
-- last month on CHN-ADY-001, overdue.
insert into public.landlords (id, name, phone, pan, gstin, bank_name, bank_account, bank_ifsc) values
  ('1a4d0000-5eed-4000-8000-000000000001', 'Ramanathan Estates', '9840011223', 'AAFFR4821K', '33AAFFR4821K1Z7', 'HDFC Bank, Teynampet', '50200012345678', 'HDFC0000123'),
  ('1a4d0000-5eed-4000-8000-000000000002', 'Selvi Ammal', '9444055667', 'BKSPS7342L', null, 'Indian Bank, Adyar', '6012345678', 'IDIB000A012'),
  ('1a4d0000-5eed-4000-8000-000000000003', 'Kumaran Properties', '9840077889', 'AAKFK1234M', '33AAKFK1234M1ZC', 'ICICI Bank, Guindy', '123405001234', 'ICIC0001234');
insert into public.leases (id, site_id, landlord_id, starts_on, ends_on, lock_in_months, notice_days, monthly_rent_paise,
  escalation_percent, escalation_every_months, revenue_share_percent, deposit_paise)
select v.id::uuid, s.id, v.landlord::uuid, v.starts_on, v.ends_on, v.lock_in, v.notice, v.rent, v.escalation, v.every, v.share, v.deposit
from (values
  ('1ea5e000-5eed-4000-8000-000000000001', 'CHN-ANN-001', '1a4d0000-5eed-4000-8000-000000000001', (date_trunc('month', current_date) - interval '26 months')::date,
   (date_trunc('month', current_date) + interval '58 months' - interval '1 day')::date, 36, 90, 6000000::bigint, 5.00, 12, null::numeric, 36000000::bigint),
  ('1ea5e000-5eed-4000-8000-000000000002', 'CHN-GST-002', '1a4d0000-5eed-4000-8000-000000000002', (date_trunc('month', current_date) - interval '6 months')::date,
   (date_trunc('month', current_date) + interval '30 months' - interval '1 day')::date, 12, 90, 2500000, null, null, 20.00, 7500000),
  ('1ea5e000-5eed-4000-8000-000000000003', 'CHN-ADY-001', '1a4d0000-5eed-4000-8000-000000000002', (current_date - interval '35 months')::date,
   current_date + 45, 12, 60, 3000000, null, null, null, 9000000),
  ('1ea5e000-5eed-4000-8000-000000000004', 'CHN-OMR-006', '1a4d0000-5eed-4000-8000-000000000003', (current_date - interval '20 months')::date,
   current_date + 150, 12, 180, 4500000, 10.00, 24, null, 13500000)
) as v (id, code, landlord, starts_on, ends_on, lock_in, notice, rent, escalation, every, share, deposit)
join public.sites s on s.code = v.code;
insert into public.lease_rent_steps (lease_id, starts_on, monthly_rent_paise)
select '1ea5e000-5eed-4000-8000-000000000003', (current_date - interval '35 months' + make_interval(years => n))::date, 3000000 + n * 250000
from generate_series(1, 2) as n;
select set_config('request.jwt.claims', '{"sub": "5eed0000-0000-4000-8000-000000000008", "role": "authenticated"}', false);
select public.record_rent_payment(l.id, m::date, m::date + 4, 'neft', 'UTR ' || to_char(m, 'YYYYMM') || right(l.id::text, 4),
  due.rent_paise + due.gst_paise - due.tds_paise, due.tds_paise, null)
from public.leases l
cross join generate_series(date_trunc('month', l.starts_on), date_trunc('month', current_date) - interval '1 month', interval '1 month') as m
cross join jsonb_to_record(public.lease_rent(l.id, m::date)) as due (rent_paise bigint, gst_paise bigint, tds_paise bigint)
where not (l.id = '1ea5e000-5eed-4000-8000-000000000003' and m = date_trunc('month', current_date) - interval '1 month');
select set_config('request.jwt.claims', '', false);

-- ---------------------------------------------------------------------------------------
-- Site costs and vendor orders (docs/decisions/116): the corporation's two-year licence fee of the leased sites; one
-- meter lighting CHN-OMR-006 and CHN-OMR-001 (60:40), billed every two months; a repair on CHN-ANN-001, which earns
-- nothing this year against its rent, so the margins show it losing money. Marina Mart's year-end sale was printed by
-- Sri Murugan Flex Prints, received and billed ₹1,200 above the order, and mounted by the own crew; Chandran Sweets'
-- printing is ordered and not yet received.
select set_config('request.jwt.claims', '{"sub": "5eed0000-0000-4000-8000-000000000008", "role": "authenticated"}', false);
insert into public.site_costs (site_id, kind, description, incurred_on, covers_from, covers_to, amount_paise, reference)
select s.id, 'licence', l.licence_number || ', two years', (l.valid_until - interval '2 years' + interval '1 day')::date,
  (l.valid_until - interval '2 years' + interval '1 day')::date, l.valid_until, v.fee, 'GCC receipt ' || right(l.licence_number, 4)
from (values ('CHN-ANN-001', 4800000::bigint), ('CHN-GST-002', 3600000), ('CHN-ADY-001', 3600000), ('CHN-OMR-006', 4200000)) as v (code, fee)
join public.sites s on s.code = v.code join public.site_licences l on l.site_id = s.id;
insert into public.site_costs (site_id, kind, description, incurred_on, covers_from, covers_to, amount_paise, reference)
select s.id, 'repair', 'Frame welded and flex refitted after the storm', (date_trunc('month', current_date) - interval '1 month' + interval '11 days')::date,
  (date_trunc('month', current_date) - interval '1 month' + interval '11 days')::date, (date_trunc('month', current_date) - interval '1 month' + interval '11 days')::date,
  1850000, 'INV 4471'
from public.sites s where s.code = 'CHN-ANN-001';
insert into public.power_meters (id, connection_number, name) values
  ('90e70000-5eed-4000-8000-000000000001', '09-214-118-2207', 'OMR Thoraipakkam junction pole');
select public.set_power_meter_shares('90e70000-5eed-4000-8000-000000000001',
  (select jsonb_agg(jsonb_build_object('site_id', s.id, 'share_percent', v.share)) from (values ('CHN-OMR-006', 60), ('CHN-OMR-001', 40)) as v (code, share)
   join public.sites s on s.code = v.code));
select public.record_power_bill('90e70000-5eed-4000-8000-000000000001', 'TNEB/' || to_char(m, 'YYMM'), (m + interval '2 months' + interval '3 days')::date,
  m::date, (m + interval '2 months' - interval '1 day')::date, b.amount)
from (values (6, 1183400::bigint), (4, 1247900), (2, 1219650)) as b (months_ago, amount)
cross join lateral (select date_trunc('month', current_date) - make_interval(months => b.months_ago) as m) as period;
insert into public.vendors (id, name, email, phone, gstin, address, prints, mounts) values
  ('7e4d0000-5eed-4000-8000-000000000001', 'Sri Murugan Flex Prints', 'orders@murugan-flex.example.com', '9840123456', '33ABCPM1234F1ZA',
   '12, Industrial Estate, Guindy, Chennai 600032', true, false),
  ('7e4d0000-5eed-4000-8000-000000000002', 'Chennai Sign Mounters', 'work@signmounters.example.com', '9884012345', null,
   '4, Ponniamman Koil Street, Saidapet, Chennai 600015', false, true);
select public.raise_vendor_order(c.id, v.kind, v.vendor::uuid, current_date + v.due_in, 'Our store, 42 Anna Salai, Teynampet', null,
  (select jsonb_agg(jsonb_build_object('campaign_line_id', l.id, 'material', v.material, 'width_ft', s.width_ft, 'height_ft', s.height_ft,
     'quantity', 1, 'rate_paise', v.rate) order by s.code)
   from public.campaign_lines l join public.sites s on s.id = l.site_id where l.campaign_id = c.id))
from (values
  ('c0a10004-5eed-4000-8000-000000000004', 'printing', '7e4d0000-5eed-4000-8000-000000000001', 'Frontlit flex, 13 oz, eyeleted', 1400::bigint, 0),
  ('c0a10004-5eed-4000-8000-000000000004', 'mounting', null, 'Flex fixed to frame', 300, 0),
  ('c0a10002-5eed-4000-8000-000000000002', 'printing', '7e4d0000-5eed-4000-8000-000000000001', 'Backlit flex, 16 oz', 2200, 20)
) as v (campaign, kind, vendor, material, rate, due_in)
join public.campaigns c on c.id = v.campaign::uuid;
select public.receive_vendor_order(o.id, current_date) from public.vendor_orders o where o.campaign_id = 'c0a10004-5eed-4000-8000-000000000004';
select public.record_vendor_bill(o.id, 'SMF/1187', current_date, o.ordered_paise + 120000, round((o.ordered_paise + 120000) * 0.18)::bigint)
from public.vendor_orders o where o.campaign_id = 'c0a10004-5eed-4000-8000-000000000004' and o.kind = 'printing';
select set_config('request.jwt.claims', '', false);

-- WhatsApp (docs/decisions/117): a shop owner who asked for a rate on WhatsApp this morning and was answered by sales,
-- a photo of a wall that could be a site, and Latha Raman of the Pongal launch opted in to the money path's messages.
select public.record_whatsapp_inbound('wamid.SEED0001', '919840123456', 'Murugan Stores', 'text',
  'Vanakkam, what is the rate for a hoarding near Velachery station for March?', now() - interval '3 hours');
insert into public.whatsapp_messages (conversation_id, phone, direction, wa_message_id, kind, body, status, sent_by, created_at, status_at)
select c.id, c.phone, 'out', 'wamid.SEED0002', 'text',
  'Vanakkam! Our Velachery hoarding (40 x 20 ft, lit) is ₹1,20,000 a month. Shall I send a proposal?', 'read',
  '5eed0000-0000-4000-8000-000000000006', now() - interval '2 hours 40 minutes', now() - interval '2 hours 30 minutes'
from public.whatsapp_conversations c where c.phone = '+919840123456';
select public.record_whatsapp_inbound('wamid.SEED0003', '919840123456', 'Murugan Stores', 'text',
  'Yes please. Also, the wall of our shop faces the main road: could it be a site?', now() - interval '2 hours');
-- Recorded as they arrived: the inbox lists a conversation in the order its messages were recorded.
update public.whatsapp_messages set created_at = sent_at where wa_message_id in ('wamid.SEED0001', 'wamid.SEED0003');
insert into public.whatsapp_opt_ins (contact_id, phone, opted_in_at, how, recorded_by) values
  ('5eedc0c7-0000-4000-8000-000000000001', '+919840011223', now() - interval '20 days', 'Agreed on the phone when the campaign was planned',
   '5eed0000-0000-4000-8000-000000000006');
