/** The About page's fixed copy (docs/product.md §2 "About": three values, five milestones 2013-2021, four leaders). */

export const coreValues = [
  {
    title: 'Creativity with Purpose',
    text: 'Every idea has to earn its place on the street. We design for a three-second glance and a lasting memory.',
  },
  {
    title: 'Integrity on Every Site',
    text: 'What we promise is what goes up: honest site data, fair rates and photo proof of every installation.',
  },
  {
    title: 'Results You Can Measure',
    text: 'GPS tracking, footfall counts and lead capture turn outdoor media into numbers your finance team trusts.',
  },
] as const;

export const milestones = [
  { year: '2013', title: 'Founded in Chennai', text: 'Started with 12 hoardings on Anna Salai and a three-person team in Teynampet.' },
  { year: '2015', title: 'BTL division launched', text: 'Added event activations, sampling and RWA campaigns for FMCG and retail brands.' },
  { year: '2017', title: 'Transport media', text: 'Partnered for MTC bus and suburban rail advertising across the city.' },
  { year: '2019', title: '50+ cities', text: 'Built a partner network to run campaigns in 50+ cities across India from one contract.' },
  { year: '2021', title: 'Proof you can see', text: 'Launched GPS-tracked, photo-verified campaign reporting for every client.' },
] as const;

export const leaders = [
  {
    name: 'Arjun Raghunathan',
    role: 'Founder & Managing Director',
    bio: 'Twenty years in outdoor media; started the agency with a dozen hoardings and a belief in honest site data.',
    image: '/images/site/about/leader-1.svg',
  },
  {
    name: 'Priya Venkatesh',
    role: 'Director, Client Strategy',
    bio: 'Plans media mixes for FMCG, retail and real estate brands, and keeps every campaign tied to a business goal.',
    image: '/images/site/about/leader-2.svg',
  },
  {
    name: 'Karthik Subramanian',
    role: 'Head of Operations',
    bio: 'Runs permits, printing, installation and the field teams, so every site goes live on time and stays perfect.',
    image: '/images/site/about/leader-3.svg',
  },
  {
    name: 'Meera Krishnan',
    role: 'Creative Director',
    bio: 'Leads the studio that turns brand guidelines into billboards people read in three seconds, in Tamil and English.',
    image: '/images/site/about/leader-4.svg',
  },
] as const;
