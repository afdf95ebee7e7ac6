import { describeSchemaMirrorsDatabase } from '@/testing/db-limits';
import { blogPostFormSchema } from '../schemas';

describeSchemaMirrorsDatabase(blogPostFormSchema, 'blog_posts');
