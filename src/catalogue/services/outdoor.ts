import type { ServiceCategory } from '../types';
import { serviceImage } from './image';
import { categoryHead, serviceHead } from './teasers';

export const outdoor: ServiceCategory = {
  ...categoryHead('outdoor'),
  services: [
    {
      ...serviceHead('outdoor', 'billboards'),
      description:
        'Our billboard network covers Chennai, from Anna Salai and T. Nagar to the IT corridor on OMR and the airport stretch of GST Road, and every one of our own sites is on our Sites page with its size, lighting and free dates. We help you pick sites by traffic count, audience and visibility distance, print on weather-resistant flex or vinyl, install within 72 hours and send photo proof of every face. Front-lit and back-lit options keep your message working after dark.',
      image: serviceImage('billboards', 'Illustration of a lit billboard above a busy Chennai road at dusk'),
      benefits: [
        'Reach lakhs of commuters every day at fixed, predictable cost',
        'Site shortlists backed by traffic counts and audience profiles',
        'Front-lit and back-lit faces for round-the-clock visibility',
        'Printing, installation and maintenance handled end to end',
        'Geo-tagged photo proof within 48 hours of going live',
      ],
      features: [
        { title: 'Prime site inventory', description: 'Faces on Anna Salai, OMR, GST Road, ECR, Poonamallee High Road and the inner ring road.' },
        { title: 'Site audits', description: 'We visit each site before you book to check sight lines, obstructions and lighting.' },
        { title: 'Weatherproof printing', description: 'UV-stable flex and vinyl that survive the Chennai sun and the north-east monsoon.' },
        { title: 'Monitoring and upkeep', description: 'Fortnightly checks, with torn or faded prints replaced at no extra cost.' },
      ],
      faqs: [
        { question: 'How long can I book a billboard for?', answer: 'Campaigns run from 1 to 12 months. Most brands book 3 months for a launch and renew the best-performing sites.' },
        { question: 'How soon can my billboard go live?', answer: 'Once the artwork is approved, printing and installation take 3 to 5 working days for most Chennai sites.' },
        { question: 'Do you handle the design?', answer: 'Yes. Our studio adapts your brand guidelines to billboard formats, with a short headline that can be read in under 3 seconds.' },
        { question: 'Can you run billboards outside Chennai?', answer: 'Yes. Through our partner network we plan and run outdoor campaigns in 50+ cities across India from a single contract.' },
      ],
    },
    {
      ...serviceHead('outdoor', 'unipoles'),
      description:
        'Unipoles rise 40 to 60 feet above the road and are visible from far down highways such as the Chennai Bypass, the Outer Ring Road and the Kathipara Grade Separator. Their double-sided faces catch traffic in both directions, and their height keeps them clear of trees, shop signs and other hoardings. They are the format of choice for real estate, automobile and retail brands that want presence, not just reach.',
      image: serviceImage('unipoles', 'Illustration of a tall double-sided unipole beside a highway'),
      benefits: [
        'Visible from up to 500 metres on approach roads',
        'Double-sided faces reach traffic in both directions',
        'Clear of clutter from trees, shop signs and smaller hoardings',
        'A landmark presence that builds brand stature',
        'Illuminated faces for strong night-time impact',
      ],
      features: [
        { title: 'Highway locations', description: 'Sites on the Chennai Bypass, ORR, GST Road, Poonamallee High Road and the Tambaram-Maduravoyal stretch.' },
        { title: 'Large formats', description: 'Faces from 40x20 ft to 60x30 ft, single or double sided, in landscape or portrait.' },
        { title: 'LED lighting', description: 'Energy-efficient floodlights keep the creative bright from dusk to midnight.' },
        { title: 'Structural safety', description: 'Structures certified by a licensed engineer and inspected before every monsoon.' },
      ],
      faqs: [
        { question: 'What is the difference between a billboard and a unipole?', answer: 'A unipole stands on a single steel column far above the road, so it is seen from a longer distance and above the clutter of street-level hoardings.' },
        { question: 'How long are unipole campaigns?', answer: 'Campaigns run from 1 to 12 months. Because unipoles are in demand, we recommend booking at least 4 weeks ahead.' },
        { question: 'Are permits included?', answer: 'Yes. Our quotes include the local body permissions and the display taxes for every site we offer.' },
        { question: 'Can I see the traffic for a site?', answer: 'Yes. Each proposal lists the site’s daily traffic estimate, the direction of view and photos taken by day and by night.' },
      ],
    },
  ],
};
