import { resourceKeys } from '@/lib/query-keys';

/** Query keys of the jobs feature (decision 021's shape). */
export const jobKeys = resourceKeys('mounting-jobs');
/** The crew a job can be assigned to: crew_members(). */
export const crewKeys = resourceKeys('crew');
/** A job's proof photos with their signed URLs, and its creative's. */
export const jobPhotoKeys = resourceKeys('job-photos');
/** The staff who may approve a job (lead_workers()), by id. */
export const approverKeys = resourceKeys('job-approvers');
/** The sales settings' proof distance; under the settings' own resource, so saving the settings refreshes it. */
export const proofDistanceKeys = resourceKeys('sales-settings');
