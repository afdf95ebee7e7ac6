/**
 * The gallery's admin screens, apart from the public index so that public pages never pull in
 * admin code: only the lazy admin routes import this module.
 */
export { AdminGalleryList } from './components/admin/AdminGalleryList';
export { GalleryImageForm } from './components/admin/GalleryImageForm';
export { ALL_CATEGORIES, galleryImagesQueryOptions } from './api/fetch-gallery-images';
export { galleryImageQueryOptions } from './api/fetch-gallery-image';
