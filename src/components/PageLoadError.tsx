import { lazyIsland } from './lazyIsland';
import type { PageLoadErrorProps } from './PageLoadErrorMessage';

/**
 * Replaces a public page whose data failed to load (docs/product.md §8). A prerendered page never shows it,
 * so its code loads only when a page needs it.
 */
export const PageLoadError = lazyIsland<PageLoadErrorProps>(() => import('./PageLoadErrorMessage').then((module) => module.PageLoadErrorMessage));
