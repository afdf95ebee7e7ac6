import type { ServiceCategory } from '../types';
import { serviceImage } from './image';
import { categoryHead, serviceHead } from './teasers';

export const ambient: ServiceCategory = {
  ...categoryHead('ambient'),
  services: [
    {
      ...serviceHead('ambient', 'mall-advertising'),
      description:
        'Phoenix Marketcity, Express Avenue, VR Chennai and Forum Vijaya Mall draw tens of thousands of shoppers every weekend. We place your brand on atrium drops, escalator panels, digital screens, lift wraps and parking-level boards, and set up kiosks and experience zones where shoppers can try your product. Shoppers in a mall are in a buying mood, so your message lands close to the moment of purchase.',
      image: serviceImage('mall-advertising', 'Illustration of a mall atrium with hanging banners and a brand kiosk'),
      benefits: [
        'Reach shoppers close to the point of purchase',
        'High footfall, especially on weekends and holidays',
        'Premium, family-friendly environment',
        'Space for product trials and experiences',
        'Formats from digital screens to atrium takeovers',
      ],
      features: [
        { title: 'Atrium takeovers', description: 'Large drops and installations in the central atrium, seen from every floor.' },
        { title: 'Digital screens', description: 'Screens at entrances, food courts and escalators with scheduled slots.' },
        { title: 'Kiosks and stalls', description: 'Branded kiosks staffed by promoters for demos, sampling and sales.' },
        { title: 'Parking and lifts', description: 'Boards on parking levels and lift wraps that greet every visitor.' },
      ],
      faqs: [
        { question: 'Which malls do you work with?', answer: 'All major Chennai malls, including Phoenix Marketcity, Express Avenue, VR Chennai, Forum Vijaya and Marina Mall.' },
        { question: 'Can I book only weekends?', answer: 'Yes. Kiosks and activations can be booked for weekends only, while static media is booked by the week or month.' },
        { question: 'How long can a mall campaign run?', answer: 'Static media runs from 1 to 12 months; activations can be as short as a single weekend.' },
        { question: 'Do you handle the kiosk build?', answer: 'Yes. We design, fabricate, install and staff the kiosk, and remove it afterwards.' },
      ],
    },
    {
      ...serviceHead('ambient', 'cinema-advertising'),
      description:
        'A cinema audience sits in the dark, facing a giant screen, with phones away: the most attentive audience any medium can offer. We book on-screen slots before the film and at the interval in multiplexes such as PVR, INOX and AGS and in popular single screens, and we brand foyers, ticket counters and food courts. Releases of big Tamil films let you reach full houses across the city on the same weekend.',
      image: serviceImage('cinema-advertising', 'Illustration of a cinema screen showing an advertisement to an audience'),
      benefits: [
        'A captive, attentive audience',
        'Big-screen impact with sound and motion',
        'Target by cinema, language, film and show time',
        'Foyer branding to extend the experience',
        'Pair with big releases for full houses',
      ],
      features: [
        { title: 'On-screen slots', description: 'Video ads of 10 to 60 seconds before the film and at the interval.' },
        { title: 'Slides', description: 'Affordable static slides for local businesses near the cinema.' },
        { title: 'Foyer branding', description: 'Standees, counter branding and food-court trays.' },
        { title: 'Sampling in cinemas', description: 'Sampling and product demos in foyers on busy weekends.' },
      ],
      faqs: [
        { question: 'Can I choose which films my ad plays with?', answer: 'Yes. We can book by film, language, cinema, show time or a mix, subject to availability.' },
        { question: 'What ad formats do cinemas accept?', answer: 'Video ads in DCP format, 10 to 60 seconds long. We can convert your video for you.' },
        { question: 'How long does a cinema campaign run?', answer: 'Campaigns run by the week, from a single release weekend up to 12 months.' },
        { question: 'Do you cover cinemas outside Chennai?', answer: 'Yes. We book cinemas across Tamil Nadu and in 50+ cities across India.' },
      ],
    },
  ],
};
