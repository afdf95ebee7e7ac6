import { scrollBehavior } from '@/components/usePrefersReducedMotion';

export const sectionIds = { packages: 'packages', booking: 'booking', bookingHeading: 'booking-heading' } as const;

/** Scrolls to a section and moves keyboard focus to its heading without a second jump. */
export function goToSection(sectionId: string, headingId?: string): void {
  document.getElementById(sectionId)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  if (headingId) document.getElementById(headingId)?.focus({ preventScroll: true });
}
