import { deleteSiteQuestion } from '../delete-question';

describe('deleteSiteQuestion', () => {
  it('asks the plain question for a site without confirmed bookings', () => {
    expect(deleteSiteQuestion('CHN-OMR-014', [])).toBe('Delete site CHN-OMR-014 and all its bookings? This cannot be undone.');
  });

  it('names each confirmed booking by its dates and client before asking', () => {
    const bookings = [
      { starts_on: '2026-12-01', ends_on: '2026-12-31', client_name: 'Northstar' },
      { starts_on: '2027-01-01', ends_on: '2027-01-31', client_name: 'Aachi Masala' },
    ];
    expect(deleteSiteQuestion('CHN-OMR-014', bookings)).toBe(
      'CHN-OMR-014 has 2 confirmed bookings: 1 Dec 2026 to 31 Dec 2026, Northstar; 1 Jan 2027 to 31 Jan 2027, Aachi Masala. ' +
        'Delete site CHN-OMR-014 and all its bookings? This cannot be undone.',
    );
    expect(deleteSiteQuestion('CHN-OMR-014', bookings.slice(0, 1))).toMatch(/^CHN-OMR-014 has 1 confirmed booking: 1 Dec 2026 to 31 Dec 2026, Northstar\. Delete/);
  });

  it('names five and counts the rest', () => {
    const bookings = Array.from({ length: 7 }, (_, index) => ({ starts_on: `2027-0${index + 1}-01`, ends_on: `2027-0${index + 1}-10`, client_name: `Client ${index + 1}` }));
    const question = deleteSiteQuestion('CHN-OMR-014', bookings);
    expect(question).toContain('CHN-OMR-014 has 7 confirmed bookings: 1 Jan 2027 to 10 Jan 2027, Client 1;');
    expect(question).toContain('1 May 2027 to 10 May 2027, Client 5; and 2 more. Delete site CHN-OMR-014');
    expect(question).not.toContain('Client 6');
  });
});
