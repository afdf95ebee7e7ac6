import type { Tables } from '@/lib/database.types';

export type MountingJob = Tables<'mounting_jobs'>;
