/**
 * The two airport resources. Both quote the same audience figures, and the formats follow the
 * Airport Advertising service in the catalogue, so the documents agree with each other and with the site.
 * Figures are the agency's planning estimates, rounded, and say so.
 */
import type { Service } from '../../src/catalogue/types.ts';
import type { ResourceDocument, Section } from './layout.ts';

const ESTIMATES_NOTE =
  'Audience figures are rounded planning estimates for Chennai International Airport; we update them with the operator’s latest traffic data when we plan your campaign.';

const audience = {
  yearly: '20 million+',
  daily: 'about 55,000',
  domesticShare: '78%',
  internationalShare: '22%',
  peaks: '5-9 AM and 6-10 PM',
  purpose: [
    ['Business and work', '42%'],
    ['Holidays and leisure', '28%'],
    ['Visiting family and friends', '20%'],
    ['Study, medical and other', '10%'],
  ],
  dwell: [
    ['Check-in hall', '15-25 minutes', 'Backlit panels, digital screens'],
    ['Security queue', '10-20 minutes', 'Digital screens, wall panels'],
    ['Departure gates and lounges', '30-60 minutes', 'Digital screens, backlit panels'],
    ['Baggage reclaim', '10-20 minutes', 'Belt-side panels, carousel branding'],
    ['Arrivals exit and pick-up', '5-10 minutes', 'Backlit panels'],
    ['GST Road approach', 'A few seconds, every trip', 'Unipoles and hoardings'],
  ],
} as const;

const audienceTable = {
  kind: 'table',
  columns: ['Measure', 'Figure'],
  widths: [0.6, 0.4],
  rows: [
    ['Passengers a year', audience.yearly],
    ['Passengers a day (average)', audience.daily],
    ['Domestic / international', `${audience.domesticShare} / ${audience.internationalShare}`],
    ['Busiest hours', audience.peaks],
    ['Travelling for business or work', audience.purpose[0][1]],
  ],
} as const;

export function airportMediaKit(service: Service, contact: Section): ResourceDocument {
  return {
    file: 'chennai-airport-media-kit.pdf',
    title: 'Chennai Airport Media Kit',
    subtitle: 'Formats, locations and audience profile for every advertising site at Chennai International Airport',
    sections: [
      {
        heading: 'Why Chennai Airport',
        blocks: [{ kind: 'paragraph', text: service.description }, { kind: 'bullets', items: service.benefits }],
      },
      {
        heading: 'Ad formats and sizes',
        blocks: [
          { kind: 'paragraph', text: service.features.map((feature) => `${feature.title}: ${feature.description}`).join(' ') },
          {
            kind: 'table',
            columns: ['Format', 'Location', 'Size', 'Sites'],
            widths: [0.3, 0.34, 0.2, 0.16],
            rows: [
              ['Backlit panel', 'Departures check-in hall', '10 x 6 ft', '12'],
              ['Backlit panel', 'Arrivals hall and walkways', '8 x 4 ft', '16'],
              ['Digital screen network', 'Check-in, security, gates', '55-inch screens, 10-second slot', '40 screens'],
              ['Baggage reclaim panel', 'Belt-side, domestic and international', '6 x 3 ft', '20'],
              ['Unipole', 'GST Road approach', '40 x 20 ft', '4'],
              ['Hoarding', 'GST Road approach', '30 x 15 ft', '6'],
            ],
          },
        ],
      },
      {
        heading: 'Indicative rates',
        blocks: [
          {
            kind: 'table',
            columns: ['Format', 'Minimum period', 'Indicative rate (Rs per site per month)'],
            widths: [0.34, 0.26, 0.4],
            rows: [
              ['Backlit panel, departures', '1 month', '1,80,000'],
              ['Backlit panel, arrivals', '1 month', '1,50,000'],
              ['Digital screen network (one slot on all screens)', '1 month', '2,50,000'],
              ['Baggage reclaim panel', '1 month', '2,20,000'],
              ['Unipole, GST Road', '1 month', '3,50,000'],
              ['Hoarding, GST Road', '1 month', '2,00,000'],
            ],
          },
          {
            kind: 'paragraph',
            text: 'Rates are indicative, for planning, and exclude GST, printing and installation. Campaigns run from 1 to 12 months; longer bookings and packages of several formats are priced lower. We confirm rates and availability in writing with your plan.',
          },
        ],
      },
      { heading: 'Audience at a glance', blocks: [audienceTable, { kind: 'paragraph', text: ESTIMATES_NOTE }] },
      {
        heading: 'Sample placements',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Launch burst (1 month): 4 departure backlit panels and one slot on the digital screen network, for a new product or route announcement.',
              'Arrivals welcome (3 months): 6 arrivals panels and 4 baggage reclaim panels, for hotels, resorts and cab services that meet travellers as they land.',
              'Premium presence (6 months): a GST Road unipole, 8 departure panels and a digital slot timed to the morning business flights, for banks, real estate and premium brands.',
            ],
          },
        ],
      },
      {
        heading: 'How booking works',
        blocks: [{ kind: 'bullets', items: service.faqs.map((faq) => `${faq.question} ${faq.answer}`) }],
      },
      contact,
    ],
  };
}

export function airportAudienceInsights(contact: Section): ResourceDocument {
  return {
    file: 'airport-audience-insights.pdf',
    title: 'Airport Audience Insights',
    subtitle: 'Who flies through Chennai: passenger volumes, purpose of travel and dwell times by zone',
    sections: [
      {
        heading: 'Passenger volumes',
        blocks: [
          audienceTable,
          {
            kind: 'paragraph',
            text: 'Traffic is highest in December and January (holidays and Pongal), in April and May (summer travel) and in the weeks around Deepavali. Mornings carry the most business travellers; evenings bring families and international departures.',
          },
        ],
      },
      {
        heading: 'Purpose of travel',
        blocks: [
          { kind: 'table', columns: ['Reason for flying', 'Share of passengers'], widths: [0.6, 0.4], rows: audience.purpose },
          {
            kind: 'paragraph',
            text: 'Business travellers fly often and on fixed days, so they see the same sites again and again. Leisure and family travellers arrive with more time and are open to hotel, retail and food offers.',
          },
        ],
      },
      {
        heading: 'Dwell times by zone',
        blocks: [{ kind: 'table', columns: ['Zone', 'Typical dwell time', 'Formats that fit'], widths: [0.32, 0.28, 0.4], rows: audience.dwell }],
      },
      {
        heading: 'What this means for your campaign',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Long waits at check-in, gates and baggage reclaim suit detailed messages and QR codes.',
              'The approach road is read in seconds: one line and a brand mark.',
              'Buy digital slots in the morning peak to reach business travellers, and in the evening for families.',
              'Meet arriving leisure travellers at baggage reclaim with hotel, cab and shopping offers.',
            ],
          },
          { kind: 'paragraph', text: ESTIMATES_NOTE },
        ],
      },
      contact,
    ],
  };
}
