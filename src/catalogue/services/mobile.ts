import type { ServiceCategory } from '../types';
import { serviceImage } from './image';
import { categoryHead, serviceHead } from './teasers';

export const mobile: ServiceCategory = {
  ...categoryHead('mobile'),
  services: [
    {
      ...serviceHead('mobile', 'van-advertising'),
      description:
        'Our fleet of canter and Tata Ace vans carries your brand on three-sided panels, with optional LED screens, audio systems and a promoter on board. Routes are planned street by street for the areas you want, from the markets of Purasawalkam to the apartments of Velachery, and every van is tracked by GPS so you see exactly where your campaign went. It is the fastest way to cover a city in days rather than weeks.',
      image: serviceImage('van-advertising', 'Illustration of a branded advertising van with an LED screen'),
      benefits: [
        'Cover dozens of neighbourhoods in a single day',
        'Routes planned around your stores, dealers or target pin codes',
        'LED screens and audio for attention-grabbing messages',
        'GPS tracking with a daily route report',
        'Quick to launch, ideal for offers and openings',
      ],
      features: [
        { title: 'Three-sided branding', description: 'Vinyl or flex panels on both sides and the rear, changed between phases of the campaign.' },
        { title: 'LED screen vans', description: 'Daylight-readable screens that play your video ads with synchronised audio.' },
        { title: 'Route planning', description: 'Timed routes that hit markets in the morning, offices at lunch and residential areas in the evening.' },
        { title: 'On-ground promoters', description: 'Trained promoters stop at hotspots to hand out leaflets and samples.' },
      ],
      faqs: [
        { question: 'How many hours does a van run each day?', answer: 'A standard shift is 8 hours. We schedule it around peak traffic in your chosen areas and can add evening shifts.' },
        { question: 'Do I need police permission for audio?', answer: 'We obtain the permissions needed for audio and stopping points and keep sound levels within the local limits.' },
        { question: 'How long can a van campaign run?', answer: 'Anything from a single day to 12 months. Launch bursts of 7 to 15 days are the most popular.' },
        { question: 'Can you run vans in other cities?', answer: 'Yes. We run van campaigns across Tamil Nadu and in 50+ cities across India.' },
      ],
    },
    {
      ...serviceHead('mobile', 'lookwalker'),
      description:
        'Lookwalkers are promoters carrying lightweight, illuminated backpack displays. They walk where vehicles cannot go: the crowded lanes of Ranganathan Street, beach promenades, college gates and exhibition halls. Each lookwalker can hand out leaflets, answer questions and direct people to your store, turning a passing glance into a conversation.',
      image: serviceImage('lookwalker', 'Illustration of a promoter carrying a backpack display in a crowd'),
      benefits: [
        'Reach pedestrians in places vehicles cannot enter',
        'Face-to-face engagement alongside the visual message',
        'Flexible: move teams to wherever the crowd is',
        'Low cost per contact compared with static media',
        'Ideal for store openings, offers and events',
      ],
      features: [
        { title: 'Backlit displays', description: 'Lightweight frames with LED backlighting that stay readable in the evening.' },
        { title: 'Trained promoters', description: 'Bilingual Tamil and English promoters, briefed on your product and uniformed in your colours.' },
        { title: 'Hotspot plans', description: 'Routes through markets, malls, beaches, colleges and metro exits, timed for peak footfall.' },
        { title: 'Photo and GPS proof', description: 'Every team member shares time-stamped photos and locations through the day.' },
      ],
      faqs: [
        { question: 'How many lookwalkers can I book?', answer: 'Campaigns use 2 to 20 lookwalkers at a time, depending on the area you want to cover and how many hotspots you target.' },
        { question: 'How many hours does a lookwalker work?', answer: 'A shift is 6 hours with breaks, scheduled around the busiest times at your chosen locations.' },
        { question: 'Can lookwalkers distribute samples?', answer: 'Yes. They can carry leaflets, coupons or small samples and record how many they hand out.' },
        { question: 'What size is the display?', answer: 'The standard display is 2.5 x 1.5 ft and can be printed on both sides.' },
      ],
    },
    {
      ...serviceHead('mobile', 'tricycle-advertising'),
      description:
        'Tricycles carry large branding panels through narrow streets at walking pace, giving people time to read your message. They run without fuel or noise, which makes them welcome in residential areas, temple streets and beach roads such as Marina and Elliot’s Beach. Many brands pair them with sampling or leaflet drops for hyperlocal launches.',
      image: serviceImage('tricycle-advertising', 'Illustration of a pedal tricycle carrying an advertising panel'),
      benefits: [
        'Zero-emission advertising that supports green messaging',
        'Slow speed means longer viewing time',
        'Access to narrow lanes and pedestrian zones',
        'Affordable for hyperlocal and neighbourhood campaigns',
        'Combines easily with sampling and leaflet drops',
      ],
      features: [
        { title: 'Three-panel branding', description: 'Panels on three sides, printed on durable, light flex.' },
        { title: 'Hyperlocal routes', description: 'Routes of 15 to 20 km a day through the streets around your stores.' },
        { title: 'Sampling add-on', description: 'A storage box for leaflets or samples handed out by the rider.' },
        { title: 'Daily reports', description: 'Photos and route maps shared at the end of each day.' },
      ],
      faqs: [
        { question: 'How much ground does a tricycle cover?', answer: 'A tricycle covers 15 to 20 km a day at walking pace, which suits neighbourhood campaigns.' },
        { question: 'Can tricycles work during the monsoon?', answer: 'Yes, with covered panels. On days of heavy rain we shift the hours and make up the time later.' },
        { question: 'What is the minimum booking?', answer: 'The minimum is 5 tricycles for 7 days. Campaigns can run for 1 to 12 months.' },
        { question: 'Are tricycles available outside Chennai?', answer: 'Yes, in most Tamil Nadu cities and in 50+ cities across India through our partners.' },
      ],
    },
  ],
};
