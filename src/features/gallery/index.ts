/** The gallery feature's public entry: what public routes and other features may import. */
export { GalleryView } from './components/GalleryView';
export { ALL_CATEGORIES, galleryImagesQueryOptions } from './api/fetch-gallery-images';
export { galleryCategoriesQueryOptions } from './api/fetch-gallery-categories';
