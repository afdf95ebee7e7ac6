import type { ServiceCategory } from '../types';
import { serviceImage } from './image';
import { categoryHead, serviceHead } from './teasers';

export const transport: ServiceCategory = {
  ...categoryHead('transport'),
  services: [
    {
      ...serviceHead('transport', 'bus-advertising'),
      description:
        'MTC buses run more than 600 routes across Chennai and are seen by commuters, drivers and pedestrians from morning to night. We offer full wraps, side panels, back panels and interior cards, on routes chosen for the areas you want to reach, from the IT parks of OMR to the markets of Parrys. Bus shelters near your stores can extend the campaign at street level.',
      image: serviceImage('bus-advertising', 'Illustration of a city bus wrapped in colourful advertising'),
      benefits: [
        'Moving media that reaches every part of the city',
        'Route selection by zone, audience and store locations',
        'Repeated exposure to daily commuters',
        'Several formats from back panels to full wraps',
        'Cost-effective reach across the whole day',
      ],
      features: [
        { title: 'Full and half wraps', description: 'Striking wraps printed on perforated vinyl that keeps windows see-through.' },
        { title: 'Panels', description: 'Side and back panels for campaigns that need many buses on a budget.' },
        { title: 'Interior cards', description: 'Cards inside the bus for messages that commuters read during the ride.' },
        { title: 'Route mapping', description: 'Depots and routes picked to cover the neighbourhoods you care about.' },
      ],
      faqs: [
        { question: 'Can I choose the bus routes?', answer: 'Yes. We allot buses by depot, so you can focus on the routes that pass your stores or target areas.' },
        { question: 'How long do bus campaigns run?', answer: 'Campaigns run from 1 to 12 months. Wraps are usually booked for 3 months or more.' },
        { question: 'Will the wrap damage the bus?', answer: 'No. We use removable vinyl and remove it cleanly at the end of the campaign.' },
        { question: 'Do you offer bus advertising in other cities?', answer: 'Yes. We book state and city buses in 50+ cities across India.' },
      ],
    },
    {
      ...serviceHead('transport', 'train-advertising'),
      description:
        'Chennai’s suburban lines and Metro Rail carry lakhs of passengers a day between Beach, Tambaram, Arakkonam, Gummidipoondi and the airport. We place your brand on train exteriors, inside coaches and across station platforms, concourses and foot overbridges, where commuters wait and read. Long dwell times make rail media ideal for detailed messages, QR codes and offers.',
      image: serviceImage('train-advertising', 'Illustration of a suburban train with branded coaches at a platform'),
      benefits: [
        'Daily reach to office-goers and students',
        'Long dwell time on platforms and inside coaches',
        'Room for detailed messages, QR codes and offers',
        'Station branding that owns a whole location',
        'Strong recall through repeated daily journeys',
      ],
      features: [
        { title: 'Train wraps', description: 'Exterior branding on suburban and metro trains, seen along the whole line.' },
        { title: 'Coach panels', description: 'Interior panels and door stickers at eye level for seated and standing passengers.' },
        { title: 'Station media', description: 'Platform boards, pillar wraps, foot-overbridge panels and digital screens.' },
        { title: 'Station naming', description: 'Co-branding packages at select metro stations for long-term presence.' },
      ],
      faqs: [
        { question: 'Which lines do you cover?', answer: 'All suburban lines out of Chennai Beach and Chennai Central, the MRTS, and Chennai Metro Rail’s Blue and Green lines.' },
        { question: 'How long is a train campaign?', answer: 'Campaigns run from 1 to 12 months. Train wraps need a minimum of 3 months.' },
        { question: 'How long does approval take?', answer: 'Railway and metro approvals take 10 to 15 working days after the artwork is final; we handle the paperwork.' },
        { question: 'Can I add a QR code?', answer: 'Yes. Dwell time on platforms makes QR codes work well, and we can give each station its own code to track response.' },
      ],
    },
    {
      ...serviceHead('transport', 'airport-advertising'),
      description:
        'Chennai International Airport handles more than 20 million passengers a year, many of them business travellers and decision makers. We place your brand on backlit panels, digital screens and large-format displays across arrivals, departures, baggage reclaim and the approach road. Airport media suits premium, banking, real estate and travel brands that want to reach a high-income audience in a calm, uncluttered setting.',
      image: serviceImage('airport-advertising', 'Illustration of backlit advertising panels in an airport terminal'),
      benefits: [
        'Reach a premium, high-income audience',
        'Long dwell times at check-in, security and baggage reclaim',
        'A prestigious setting that lifts brand image',
        'Domestic and international terminals',
        'Digital options for time-of-day messaging',
      ],
      features: [
        { title: 'Backlit panels', description: 'Bright panels at departures, arrivals and along the walkways between terminals.' },
        { title: 'Digital screens', description: 'Networks of screens with slots planned around flight schedules.' },
        { title: 'Baggage reclaim', description: 'Belt-side and carousel branding where every arriving passenger waits.' },
        { title: 'Approach road', description: 'Large hoardings and unipoles on the GST Road approach to the airport.' },
      ],
      faqs: [
        { question: 'Which terminals can I advertise in?', answer: 'Both the domestic and the international terminals, plus the approach road on GST Road.' },
        { question: 'What is the minimum duration?', answer: 'Airport campaigns run from 1 to 12 months, with a minimum of 1 month for most formats.' },
        { question: 'Who approves the creative?', answer: 'The airport operator reviews all artwork. We submit it and handle any revisions, which usually takes a week.' },
        { question: 'Do you offer airport media in other cities?', answer: 'Yes. We book airport media at major airports in 50+ cities across India.' },
      ],
      resources: [
        {
          title: 'Chennai Airport Media Kit',
          description: 'Formats, locations and audience profile for every advertising site at Chennai International Airport.',
          fileUrl: '/downloads/chennai-airport-media-kit.pdf',
          fileSize: '12 KB',
        },
        {
          title: 'Airport Audience Insights',
          description: 'Who flies through Chennai: passenger volumes, purpose of travel and dwell times by zone.',
          fileUrl: '/downloads/airport-audience-insights.pdf',
          fileSize: '8 KB',
        },
      ],
    },
  ],
};
