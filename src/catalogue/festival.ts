import type { FestivalPackage } from './types';

/** The three festival packages of docs/product.md §9; Festival Pro is the most popular and the default. */
export const festivalPackages: FestivalPackage[] = [
  {
    id: 'starter',
    name: 'Festival Starter',
    originalPrice: 50_000,
    offerPrice: 35_000,
    discount: 30,
    duration: '15 days',
    popular: false,
    features: [
      '2 hoardings at high-traffic Chennai junctions',
      '1 branded van route for 5 days',
      'Festive creative design (2 concepts)',
      'Printing and installation included',
      'Photo proof of every site',
    ],
  },
  {
    id: 'pro',
    name: 'Festival Pro',
    originalPrice: 1_20_000,
    offerPrice: 75_000,
    discount: 38,
    duration: '30 days',
    popular: true,
    features: [
      '5 hoardings and 1 unipole on arterial roads',
      '2 branded van routes for 10 days',
      'Bus back panels on 10 MTC buses',
      '1 weekend mall activation with promoters',
      'Festive creative design (4 concepts)',
      'Printing, installation and maintenance',
      'Mid-campaign and closing performance report',
    ],
  },
  {
    id: 'dominator',
    name: 'Festival Dominator',
    originalPrice: 2_50_000,
    offerPrice: 1_50_000,
    discount: 40,
    duration: '45 days',
    popular: false,
    features: [
      '10 hoardings and 3 unipoles across the city',
      'LED van with audio on 4 routes for 20 days',
      'Full wraps on 5 MTC buses',
      'Metro station panels at 2 stations',
      '3 weekend activations with sampling',
      '10 lookwalkers at festive shopping streets',
      'Unlimited festive creative revisions',
      'Dedicated campaign manager',
      'Weekly reports with GPS and photo proof',
    ],
  },
];

export const defaultFestivalPackage = 'Festival Pro';
