import { dayName, indiaMomentName, rangeName } from '../day-names';

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

describe('indiaMomentName', () => {
  it('dates a moment in India time with a 12-hour clock, wherever the browser is', () => {
    expect(indiaMomentName('2026-11-25T10:55:00Z')).toBe('25 Nov 2026, 4:25 pm IST');
    expect(indiaMomentName('2026-11-25T18:30:00Z')).toBe('26 Nov 2026, 12:00 am IST');
    expect(indiaMomentName('2026-11-26T06:35:00Z')).toBe('26 Nov 2026, 12:05 pm IST');
  });
});
