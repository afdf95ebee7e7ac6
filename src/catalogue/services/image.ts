import type { ServiceImage } from '../types';

/** Every service picture is a 800x500 illustration under /images/site/services. */
export function serviceImage(serviceId: string, alt: string): ServiceImage {
  return { src: `/images/site/services/${serviceId}.svg`, alt, width: 800, height: 500 };
}
