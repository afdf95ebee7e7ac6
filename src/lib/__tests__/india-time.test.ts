import { indiaDay, indiaDayAndTime, INDIA_OFFSET } from '../india-time';

describe('indiaDayAndTime', () => {
  it('is the moment in India, whatever the zone it was written in', () => {
    expect(indiaDayAndTime(new Date('2025-02-03T12:00:00Z'))).toEqual({ day: '2025-02-03', time: '17:30' });
    expect(indiaDayAndTime(new Date('2026-12-31T18:45:00Z'))).toEqual({ day: '2027-01-01', time: '00:15' });
  });

  it('reads back as the same moment with INDIA_OFFSET', () => {
    const moment = new Date('2027-06-15T03:20:00Z');
    const { day, time } = indiaDayAndTime(moment);
    expect(new Date(`${day}T${time}:00${INDIA_OFFSET}`).getTime()).toBe(moment.getTime());
  });
});

describe('indiaDay', () => {
  it('turns the day at 18:30 UTC', () => {
    expect(indiaDay('2027-01-04T18:29:59Z')).toBe('2027-01-04');
    expect(indiaDay('2027-01-04T18:30:00Z')).toBe('2027-01-05');
    expect(indiaDay('2027-01-05T02:00:00+05:30')).toBe('2027-01-05');
  });
});
