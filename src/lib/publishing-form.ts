import * as z from 'zod/mini';
import { publishStatuses } from './publishing';

/** The form fields: status, and the publish moment as a date and a time in the editor's own time zone. */
export const publishingFormFields = {
  status: z.enum(publishStatuses, 'Please choose a status'),
  published_at: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Published date is required')),
  publish_time: z.string().check(z.regex(/^\d{2}:\d{2}$/, 'Publish time is required')),
};
