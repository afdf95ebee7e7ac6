import { CREATIVE_MAX_BYTES, creativeFileProblem, creativePath, creativeSlug } from '../creative';
import { requiredShots } from '@/catalogue/proof-shots';
import { clockDriftMinutes, flagSentence, metresBetween, spanText } from '../proof';

/** docs/decisions/057: the shots a job needs, a photo's clock and place, and where a creative is kept. */

describe('requiredShots', () => {
  it("follows the database's job_required_shots(): night only for a lit site, two shots to take an ad down", () => {
    expect(requiredShots('mounting', 'front_lit')).toEqual(['close_up', 'approach', 'newspaper', 'night']);
    expect(requiredShots('mounting', 'digital')).toEqual(['close_up', 'approach', 'newspaper', 'night']);
    expect(requiredShots('mounting', 'non_lit')).toEqual(['close_up', 'approach', 'newspaper']);
    expect(requiredShots('dismantling', 'back_lit')).toEqual(['close_up', 'approach']);
  });
});

describe("a photo's flags", () => {
  it("says each of the database's flags in words", () => {
    expect(flagSentence('far', 150)).toBe('Farther than 150 m from the site');
    expect(flagSentence('duplicate', 150)).toBe('The same picture as another proof photo');
    expect(flagSentence('exif_place', 150)).toBe("Its own position (EXIF) is farther than 150 m from the phone's");
    expect(flagSentence('exif_time', 150)).toBe("Its own date (EXIF) is more than 30 minutes from the phone's");
  });
});

describe("a photo's clock and place", () => {
  it('shows a phone clock only when it is more than 5 minutes off', () => {
    expect(clockDriftMinutes('2026-11-25T04:40:00Z', '2026-11-25T04:44:59Z')).toBeNull();
    expect(clockDriftMinutes('2026-11-25T04:40:00Z', null)).toBeNull();
    expect(clockDriftMinutes('2026-11-25T04:40:00Z', '2026-11-25T05:07:00Z')).toBe(27);
    expect(clockDriftMinutes('2026-11-25T04:40:00Z', '2026-11-24T04:10:00Z')).toBe(-1470);
    expect(spanText(27)).toBe('27 minutes');
    expect(spanText(-61)).toBe('1 hour 1 minute');
    // Days and hours only: minutes no longer matter a day off.
    expect(spanText(-1470)).toBe('1 day');
  });

  it('measures metres as the database does (haversine)', () => {
    expect(metresBetween(12.9866, 80.179, 12.9866, 80.179)).toBe(0);
    // 0.0036° of latitude is about 400 m: the seed's re-shoot close-up.
    expect(metresBetween(12.9902, 80.1792, 12.9866, 80.179)).toBeGreaterThan(395);
    expect(metresBetween(12.9902, 80.1792, 12.9866, 80.179)).toBeLessThan(405);
  });
});

describe('creatives', () => {
  it("names a file in the storage policy's shape", () => {
    const slug = creativeSlug('Year End Sale — FINAL (v2).PDF', 'a1b2c3d4');
    expect(slug).toBe('year-end-sale-final-v2-a1b2c3d4');
    expect(creativePath('c0a10004-5eed-4000-8000-000000000004', slug, { type: 'application/pdf' })).toBe(
      'creatives/c0a10004-5eed-4000-8000-000000000004/year-end-sale-final-v2-a1b2c3d4.pdf',
    );
    expect(creativeSlug('தமிழ்.jpg', 'a1b2c3d4')).toBe('creative-a1b2c3d4');
    const long = creativeSlug(`${'a'.repeat(60)} ${'b'.repeat(60)}.png`, 'a1b2c3d4');
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^[a-z0-9-]{1,80}$/);
    expect(long).not.toMatch(/--|^-|-$/);
  });

  it('takes images and PDFs of at most 10 MB, and only images as a preview', () => {
    expect(creativeFileProblem({ type: 'image/webp', size: CREATIVE_MAX_BYTES })).toBeNull();
    expect(creativeFileProblem({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(creativeFileProblem({ type: 'image/jpeg', size: CREATIVE_MAX_BYTES + 1 })).toBe('The artwork is larger than 10 MB: export a smaller file.');
    expect(creativeFileProblem({ type: 'image/gif', size: 10 })).toBe('The artwork must be a JPEG, PNG or WebP image, or a PDF.');
    expect(creativeFileProblem({ type: 'application/pdf', size: 10 }, true)).toBe('The preview must be a JPEG, PNG or WebP image.');
  });
});
