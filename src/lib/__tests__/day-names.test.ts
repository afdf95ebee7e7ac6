import { dayName, rangeName } from '../day-names';

describe('dayName', () => {
  it("writes a day as the database's booking_date() does ('FMDD Mon YYYY')", () => {
    expect(dayName('2027-01-05')).toBe('5 Jan 2027');
    expect(dayName('2031-09-30')).toBe('30 Sep 2031');
    expect(dayName('2026-12-01')).toBe('1 Dec 2026');
  });
});

describe('rangeName', () => {
  it('joins the first and the last day with to', () => {
    expect(rangeName('2027-01-05', '2027-02-04')).toBe('5 Jan 2027 to 4 Feb 2027');
  });
});
