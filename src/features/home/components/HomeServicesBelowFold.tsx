import { lazyIsland } from '@/components/lazyIsland';

/** The home page's service cards sit below the hero and 'Why choose us': the catalogue they read loads apart. */
export const HomeServicesBelowFold = lazyIsland(() => import('./HomeServices').then((module) => module.HomeServices));
