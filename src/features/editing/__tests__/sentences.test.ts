import { describe, expect, it } from 'vitest';
import { editingSentence, staleSaveSentence } from '../sentences';

describe('editing sentences', () => {
  it('names one, two or more people editing the record', () => {
    expect(editingSentence(['Meera Krishnan'], 'blog_posts')).toBe('Meera Krishnan is editing this blog post.');
    expect(editingSentence(['Arjun Rao', 'Meera Krishnan'], 'success_stories')).toBe('Arjun Rao and Meera Krishnan are editing this success story.');
    expect(editingSentence(['A', 'B', 'C'], 'clients')).toBe('A, B and C are editing this client.');
  });

  it('says who saved and when in India time, or someone', () => {
    expect(staleSaveSentence('blog_posts', { name: 'Meera Krishnan', at: '2026-11-26T10:35:00Z' })).toBe(
      'Meera Krishnan saved this blog post at 4:05 pm, after you opened it. Your changes are still here: copy what you need, then reload to see theirs.',
    );
    expect(staleSaveSentence('offers', null)).toMatch(/^Someone saved this offer after you opened it\./);
  });
});
