/**
 * The kinds of work an opening may be (job_openings_employment_type_known; schema.org's employmentType values), in
 * the words the back office and the careers pages use. A module of its own: the public pages import it without the
 * back office's content registry (src/config/content-types.ts), which would cost them about 7 KB (decision 037).
 */
export const employmentTypes = [
  { value: 'full_time', label: 'Full time' },
  { value: 'part_time', label: 'Part time' },
  { value: 'contract', label: 'Contract' },
  { value: 'internship', label: 'Internship' },
] as const;

export const employmentTypeLabel = (value: string): string => employmentTypes.find((type) => type.value === value)?.label ?? value;
