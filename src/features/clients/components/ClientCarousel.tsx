import { CarouselControls } from '@/components/carousel/CarouselControls';
import { useCarousel } from '@/components/carousel/useCarousel';
import type { Client } from '../api/fetch-clients';
import { ClientLogo } from './ClientLogo';

/** docs/product.md §9: a step every 3 s; a manual move holds autoplay for 6 s. */
export const CLIENT_INTERVAL_MS = 3000;
export const CLIENT_MANUAL_PAUSE_MS = 6000;

/**
 * Client logos in a row that steps one logo at a time. How many fit is pure CSS (2, 3, 4 or 5 below
 * 640, 768, 1024 px and above); stepping rotates the list, so it wraps without cloned items.
 */
export function ClientCarousel({ clients }: { clients: Client[] }) {
  const carousel = useCarousel({ count: clients.length, intervalMs: CLIENT_INTERVAL_MS, pauseAfterManualMs: CLIENT_MANUAL_PAUSE_MS });
  const rotated = [...clients.slice(carousel.index), ...clients.slice(0, carousel.index)];
  return (
    <section aria-roledescription="carousel" aria-label="Our clients" className="space-y-6">
      <ul className="flex overflow-hidden">
        {rotated.map((client) => (
          <li key={client.id} className="shrink-0 basis-1/2 px-2 sm:basis-1/3 md:basis-1/4 lg:basis-1/5">
            <ClientLogo client={client} belowPhoneFold />
          </li>
        ))}
      </ul>
      {clients.length > 1 && <CarouselControls carousel={carousel} itemsLabel="clients" />}
    </section>
  );
}
