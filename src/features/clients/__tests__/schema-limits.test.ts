import { describeSchemaMirrorsDatabase } from '@/testing/db-limits';
import { clientFormSchema } from '../schemas';

describeSchemaMirrorsDatabase(clientFormSchema, 'clients');
