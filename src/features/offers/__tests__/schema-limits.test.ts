import { describeSchemaMirrorsDatabase } from '@/testing/db-limits';
import { offerFields } from '../schemas';

describeSchemaMirrorsDatabase(offerFields, 'offers');
