import { Accordion } from '@/components/Accordion';
import { site } from '@/config/site';

const faqs = [
  {
    question: 'What kinds of brands do you work with?',
    answer:
      'Retail chains, FMCG and consumer brands, real estate developers, hospitals, colleges, banks, automobile dealers and start-ups. Our client list spans more than a dozen industries, from neighbourhood launches to state-wide campaigns.',
  },
  {
    question: 'Do you only run campaigns in Chennai?',
    answer:
      'Chennai is home, but we plan and execute campaigns in 50+ cities across India through our own teams and vetted local partners, with one point of contact and one report.',
  },
  {
    question: 'How long does a typical campaign run?',
    answer:
      'Campaigns run from 1 to 12 months. Short bursts suit launches and festivals; longer bookings on hoardings and transit media get better rates and build recall.',
  },
  {
    question: 'How do you show that a campaign worked?',
    answer:
      'Every site and activation is photographed with date and location, and we report the numbers we agreed at the start: impressions, footfall, samples distributed, leads or store visits.',
  },
  {
    question: 'How do we start working together?',
    answer: `Tell us about your brand and goals through the contact page or a call. We reply with a media plan and a quote, usually within ${site.replyTime}.`,
  },
] as const;

/** The static FAQ of the /clients page. */
export function ClientsFaq() {
  return <Accordion items={faqs.map(({ question, answer }) => ({ title: question, content: <p>{answer}</p> }))} />;
}
