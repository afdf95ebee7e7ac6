import type { ServiceCategory } from '../types';
import { serviceImage } from './image';
import { categoryHead, serviceHead } from './teasers';

export const btl: ServiceCategory = {
  ...categoryHead('btl'),
  services: [
    {
      ...serviceHead('btl', 'event-activations'),
      description:
        'We plan and run brand experiences that people remember: stalls and games at college cultural festivals, activations in the IT parks of OMR, weekend events in gated communities and roadshows in tier-2 towns. Our team handles concept, permissions, fabrication, promoters and reporting, so you see exactly how many people you met and how many leads you collected.',
      image: serviceImage('event-activations', 'Illustration of a branded event stage with a crowd'),
      benefits: [
        'Face-to-face engagement that builds trust',
        'Leads and trials captured on the spot',
        'Experiences people share on social media',
        'Targeted to colleges, offices or residential communities',
        'Measured results with daily reports',
      ],
      features: [
        { title: 'Concept and design', description: 'Activation ideas, stall design and games built around your campaign goal.' },
        { title: 'Venues and permissions', description: 'Tie-ups with colleges, tech parks and RWAs, with every permission handled.' },
        { title: 'Promoter teams', description: 'Trained, bilingual promoters and anchors, supervised on site.' },
        { title: 'Lead capture', description: 'Digital forms and contests that capture verified leads.' },
      ],
      faqs: [
        { question: 'What is an RWA activation?', answer: 'A stall or event inside a residential community, arranged with its residents’ welfare association, usually on weekends.' },
        { question: 'How far ahead should I plan?', answer: 'Three to four weeks is ideal; college festivals need booking up to two months ahead.' },
        { question: 'How long can an activation campaign run?', answer: 'From a single event to a series lasting 1 to 12 months across many locations.' },
        { question: 'Can you run activations in other cities?', answer: 'Yes. We run roadshows and activations in 50+ cities across India.' },
      ],
    },
    {
      ...serviceHead('btl', 'sampling-campaigns'),
      description:
        'Trying a product is the strongest reason to buy it. Our sampling teams hand out samples at supermarkets, residential communities, offices, colleges, gyms and events, with a short conversation about your product and a coupon to drive the first purchase. We track every sample by location and team, so you know where your product found its audience.',
      image: serviceImage('sampling-campaigns', 'Illustration of promoters handing out product samples at a store'),
      benefits: [
        'Turn awareness into trial',
        'Reach the exact audience for your product',
        'Coupons and QR codes link trial to purchase',
        'Feedback gathered directly from consumers',
        'Clear counts of samples by location',
      ],
      features: [
        { title: 'Door-to-door sampling', description: 'Sampling in gated communities with RWA permission.' },
        { title: 'In-store sampling', description: 'Sampling counters in supermarkets and modern trade stores.' },
        { title: 'Event sampling', description: 'Sampling at marathons, concerts, college festivals and expos.' },
        { title: 'Stock management', description: 'Warehousing, cold chain where needed, and daily reconciliation of samples.' },
      ],
      faqs: [
        { question: 'How many samples can you distribute?', answer: 'We run campaigns from 1,000 to 100,000 samples, scaling the team and the number of locations to match.' },
        { question: 'Can you handle perishable products?', answer: 'Yes. We arrange cold storage and insulated carriers for food and beverage samples.' },
        { question: 'How do you prove the samples reached people?', answer: 'Every handout is logged by location and time, with photos, and we reconcile stock every day.' },
        { question: 'How long does a sampling campaign run?', answer: 'From a single weekend to 1 to 12 months for always-on programmes.' },
      ],
    },
    {
      ...serviceHead('btl', 'store-launch'),
      description:
        'A new store has a few weeks to become a habit in its neighbourhood. We plan the launch end to end: hoardings and vans in the catchment in the weeks before, leaflet drops in nearby communities, lookwalkers on launch day, a ribbon-cutting event with a local personality, and offers that bring people back in the first month. The result is a store that opens with a queue, not an empty aisle.',
      image: serviceImage('store-launch', 'Illustration of a new storefront with balloons and a crowd at opening'),
      benefits: [
        'A crowd on opening day',
        'Awareness across the store’s catchment area',
        'One partner for media, events and promoters',
        'Offers that drive repeat visits',
        'A launch plan you can repeat for every new store',
      ],
      features: [
        { title: 'Catchment mapping', description: 'Pin-code level maps of where your customers live and travel.' },
        { title: 'Pre-launch media', description: 'Hoardings, vans and leaflets in the catchment 2 to 3 weeks before opening.' },
        { title: 'Launch-day event', description: 'Decor, anchors, entertainment and a guest of honour.' },
        { title: 'Post-launch offers', description: 'Coupons and referral offers tracked to measure repeat footfall.' },
      ],
      faqs: [
        { question: 'When should we start planning a launch?', answer: 'Six weeks before opening is ideal: two weeks to plan and approve, and up to three weeks of pre-launch media.' },
        { question: 'Can you handle many store openings at once?', answer: 'Yes. We run chain roll-outs with a standard plan adapted to each location, in 50+ cities across India.' },
        { question: 'Do you arrange the guest of honour?', answer: 'Yes. We shortlist local personalities and influencers to suit your budget and audience.' },
        { question: 'How long does launch support last?', answer: 'Typically 4 to 6 weeks around the opening; ongoing local marketing can continue for 1 to 12 months.' },
      ],
      resources: [
        {
          title: 'Store Launch Checklist',
          description: 'A week-by-week checklist for the six weeks before and after a store opening.',
          fileUrl: '/downloads/store-launch-checklist.pdf',
          fileSize: '8 KB',
        },
        {
          title: 'Retail Launch Case Studies',
          description: 'How three Tamil Nadu retailers opened with a crowd, with budgets and results.',
          fileUrl: '/downloads/retail-launch-case-studies.pdf',
          fileSize: '8 KB',
        },
      ],
    },
  ],
};
