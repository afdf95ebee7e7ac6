import * as v from 'valibot';
import { publishStatuses } from './publishing';

/** The form fields: status, and the publish moment as a date and a time in the editor's own time zone. */
export const publishingFormFields = {
  status: v.picklist(publishStatuses, 'Please choose a status'),
  published_at: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Published date is required')),
  publish_time: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, 'Publish time is required')),
};
