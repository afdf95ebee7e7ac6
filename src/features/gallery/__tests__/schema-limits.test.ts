import { describeSchemaMirrorsDatabase } from '@/testing/db-limits';
import { galleryImageFormSchema } from '../schemas';

describeSchemaMirrorsDatabase(galleryImageFormSchema(), 'gallery_images');
