import { galleryCategoryLabel } from '@/catalogue';

describe('galleryCategoryLabel', () => {
  it.each([
    ['outdoor', 'Outdoor Advertising'],
    ['mobile', 'Mobile Advertising'],
    ['transport', 'Transport Advertising'],
    ['ambient', 'Ambient Advertising'],
    ['btl', 'BTL Activations'],
    ['digital', 'Digital Campaigns'],
    ['events', 'Event Marketing'],
    ['print', 'Print Media'],
    ['radio', 'Radio Campaigns'],
    ['television', 'Television Ads'],
  ])('names %s "%s"', (category, label) => {
    expect(galleryCategoryLabel(category)).toBe(label);
  });

  it('shows an unknown category as stored, even one named like an object key', () => {
    expect(galleryCategoryLabel('drone-shows')).toBe('drone-shows');
    expect(galleryCategoryLabel('toString')).toBe('toString');
  });
});
