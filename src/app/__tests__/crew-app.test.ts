import { describe, expect, it } from 'vitest';
import { crewRoute } from '../crew-app';

/** crew.html's own routes (docs/decisions/057, "The crew's pages"). */
describe('crewRoute', () => {
  it('knows the two crew pages, with or without a trailing slash', () => {
    expect(crewRoute('/crew')).toEqual({ page: 'jobs' });
    expect(crewRoute('/crew/')).toEqual({ page: 'jobs' });
    expect(crewRoute('/crew/jobs/10b00004-5eed-4000-8000-000000000004')).toEqual({ page: 'job', jobId: '10b00004-5eed-4000-8000-000000000004' });
  });

  it('leaves every other path to a full page load', () => {
    expect(crewRoute('/crew/jobs')).toEqual({ page: 'elsewhere' });
    expect(crewRoute('/crew/jobs/a/b')).toEqual({ page: 'elsewhere' });
    expect(crewRoute('/crew/jobs/%E0%A4%A')).toEqual({ page: 'elsewhere' });
    expect(crewRoute('/admin/login')).toEqual({ page: 'elsewhere' });
  });
});
