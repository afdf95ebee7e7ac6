/**
 * The two store-launch resources. The checklist follows the Store Launch service's plan (six weeks
 * before opening, pre-launch media 2 to 3 weeks ahead); the case studies are the demo clients of
 * supabase/seed.sql, and the Mayil Mobiles figures are those of its success story there.
 */
import type { Service } from '../../src/catalogue/types.ts';
import type { Block, ResourceDocument, Section } from './layout.ts';

export function storeLaunchChecklist(service: Service, contact: Section): ResourceDocument {
  const week = (heading: string, items: readonly string[]): Section => ({ heading, blocks: [{ kind: 'checklist', items }] });
  return {
    file: 'store-launch-checklist.pdf',
    title: 'Store Launch Checklist',
    subtitle: 'A week-by-week checklist for the six weeks before and after a store opening',
    sections: [
      {
        heading: 'How to use this checklist',
        blocks: [
          { kind: 'paragraph', text: service.description },
          { kind: 'paragraph', text: 'Tick each item as it is done. Dates count back from opening day; the weeks after opening decide whether the store becomes a habit.' },
        ],
      },
      week('6 weeks before opening: plan', [
        'Fix the opening date and the budget for media, event and offers.',
        'Map the catchment: the pin codes where your customers live and the roads they use.',
        'Choose the launch offer and the offer that brings people back in the first month.',
        'Brief the agency: store address, brand guidelines, target audience, goals.',
      ]),
      week('5 weeks before: approvals', [
        'Approve the media plan: hoardings, van routes and leaflet areas in the catchment.',
        'Apply for local permissions: signage, event on the premises, road use for vans.',
        'Shortlist the guest of honour and confirm availability.',
      ]),
      week('4 weeks before: creative and bookings', [
        'Approve artwork in Tamil and English for hoardings, vans, leaflets and standees.',
        'Book hoarding sites and van days; confirm print and installation dates.',
        'Book the event vendors: decor, sound, anchor, photographer.',
      ]),
      week('3 weeks before: pre-launch media goes live', [
        'Hoardings up in the catchment, with the opening date and the store’s location.',
        'Check the photo proof of every site.',
        'Start social media teasers and a WhatsApp announcement for existing customers.',
      ]),
      week('2 weeks before: reach the neighbourhood', [
        'Leaflet drops in nearby residential communities, with permission of their associations.',
        'Van or tricycle branding on the streets around the store on weekends.',
        'Hire and train launch-day promoters and lookwalkers.',
      ]),
      week('1 week before: rehearse', [
        'Stock, billing and staff ready; a dry run of the launch-day programme.',
        'Confirm the guest of honour, police intimation and crowd barriers.',
        'Print coupons and set up a way to count them at billing.',
      ]),
      week('Opening day', [
        'Lookwalkers and promoters in the streets from the morning.',
        'Ribbon cutting, launch offer announced, photographs and short videos for social media.',
        'Count visitors and bills every hour; collect phone numbers with consent.',
      ]),
      week('Weeks 1 and 2 after opening', [
        'Run the first-month offer; send a thank-you message to everyone who signed up.',
        'Keep the hoardings up and review which areas bring customers.',
      ]),
      week('Weeks 3 to 6 after opening', [
        'Count coupon and referral redemptions to measure repeat footfall.',
        'Compare footfall and sales with the plan; decide what to keep for ongoing local marketing.',
        'Write down what worked, so the next store launch starts from this plan.',
      ]),
      contact,
    ],
  };
}

type CaseStudy = {
  heading: string;
  challenge: string;
  plan: readonly string[];
  budget: string;
  duration: string;
  results: readonly (readonly [string, string])[];
};

function caseStudySection(study: CaseStudy): Section {
  const blocks: Block[] = [
    { kind: 'paragraph', text: `The challenge: ${study.challenge}` },
    { kind: 'bullets', items: study.plan },
    {
      kind: 'table',
      columns: ['Budget and results', ''],
      widths: [0.55, 0.45],
      rows: [['Budget', study.budget], ['Campaign length', study.duration], ...study.results],
    },
  ];
  return { heading: study.heading, blocks };
}

const studies: CaseStudy[] = [
  {
    heading: 'Mayil Mobiles: a grand opening in Madurai',
    challenge: 'A Chennai phone retailer opening its first store in Madurai, where few shoppers knew the name.',
    plan: [
      'Tricycle branding in the streets around the store for two weeks before opening.',
      'A ribbon-cutting event on opening day with a local radio personality.',
      'A week of in-store offers, announced on the tricycles and at the event.',
    ],
    budget: 'Rs 9 lakh',
    duration: '4 weeks',
    results: [
      ['Launch-day visitors', '3,400'],
      ['First-week sales', 'Rs 48 lakh'],
    ],
  },
  {
    heading: 'Marina Mart: a hypermarket opening in Velachery',
    challenge: 'A new hypermarket opening near a busy mall, competing with established supermarkets for the same families.',
    plan: [
      'Hoardings on Velachery Main Road and 100 Feet Road for three weeks before opening.',
      'Leaflet drops with a first-visit coupon in 40 residential communities nearby.',
      'Lookwalkers and a weekend sale event in the opening week.',
    ],
    budget: 'Rs 22 lakh',
    duration: '6 weeks',
    results: [
      ['Opening-weekend footfall', '11,000'],
      ['Coupons redeemed', '4,300'],
      ['Shoppers back within a month', '36%'],
    ],
  },
  {
    heading: 'Thalam Filter Coffee: a first café in Mylapore',
    challenge: 'A coffee brand sold in packets opening its first café, and wanting regulars rather than one-time visitors.',
    plan: [
      'A sampling kiosk near the café for two weekends before opening.',
      'Lookwalkers on Marina Beach on opening morning.',
      'A loyalty card, every tenth coffee free, handed out with every sample.',
    ],
    budget: 'Rs 6 lakh',
    duration: '5 weeks',
    results: [
      ['Samples served', '12,000'],
      ['Loyalty cards issued', '2,600'],
      ['Daily cups by week six', '850'],
    ],
  },
];

export function retailLaunchCaseStudies(service: Service, contact: Section): ResourceDocument {
  return {
    file: 'retail-launch-case-studies.pdf',
    title: 'Retail Launch Case Studies',
    subtitle: 'How three Tamil Nadu retailers opened with a crowd, with budgets and results',
    sections: [
      {
        heading: 'What these launches had in common',
        blocks: [{ kind: 'bullets', items: service.features.map((feature) => `${feature.title}: ${feature.description}`) }],
      },
      ...studies.map(caseStudySection),
      contact,
    ],
  };
}
