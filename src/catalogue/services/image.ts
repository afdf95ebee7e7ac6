import type { ServiceImage } from '../types';

/** A service's picture as cards show it: decoration beside the service's title, so without a description. */
export type ServiceCardImage = Omit<ServiceImage, 'alt'>;

/** Every service picture is a 800x500 illustration under /images/site/services. */
export function serviceCardImage(serviceId: string): ServiceCardImage {
  return { src: `/images/site/services/${serviceId}.svg`, width: 800, height: 500 };
}

/** The picture on the service's own page, with its description. */
export function serviceImage(serviceId: string, alt: string): ServiceImage {
  return { ...serviceCardImage(serviceId), alt };
}
