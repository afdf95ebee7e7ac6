import { describeSchemaMirrorsDatabase } from '@/testing/db-limits';
import { successStoryFormSchema } from '../schemas';

describeSchemaMirrorsDatabase(successStoryFormSchema, 'success_stories');
