import { GalleryView } from '@/features/gallery';

export default function GalleryPage() {
  return <GalleryView />;
}
