import { describeSchemaMirrorsDatabase } from '@/testing/db-limits';
import { testimonialFormSchema } from '../schemas';

describeSchemaMirrorsDatabase(testimonialFormSchema, 'testimonials');
