export type HeroSlide = { src: string; alt: string; caption: string };

/** The five hero pictures (docs/product.md §9: 5 images, 5000 ms apart). */
export const heroSlides: HeroSlide[] = [
  { src: '/images/site/hero/slide-1.svg', alt: 'A lit billboard above evening traffic in Chennai', caption: 'Billboards on Chennai’s busiest roads' },
  { src: '/images/site/hero/slide-2.svg', alt: 'A city bus wrapped in bright advertising', caption: 'Bus wraps that travel every zone' },
  { src: '/images/site/hero/slide-3.svg', alt: 'A crowd in front of a branded event stage', caption: 'Campus and community activations' },
  { src: '/images/site/hero/slide-4.svg', alt: 'A mall atrium with banners and a sampling kiosk', caption: 'Mall media close to the purchase' },
  { src: '/images/site/hero/slide-5.svg', alt: 'Backlit advertising panels in an airport terminal', caption: 'Airport media for premium audiences' },
];

export const HERO_INTERVAL_MS = 5000;
