import { resourceKeys } from '@/lib/query-keys';

export const proposalKeys = resourceKeys('proposals');
