import { paragraphs, postCategories, relatedPosts, shareLinks } from '../content';
import { blogPost, postId } from './fixtures';

describe('paragraphs', () => {
  it('splits at blank lines, trims, and drops empty ones', () => {
    expect(paragraphs('  One\nstill one.\n\nTwo\r\n\r\nThree\n   \n\n\nFour  ')).toEqual(['One\nstill one.', 'Two', 'Three', 'Four']);
  });
});

describe('relatedPosts', () => {
  it('takes up to 3 other posts of the same category in list order', () => {
    const posts = [1, 2, 3, 4, 5].map((n) => blogPost({ id: postId(n), title: `P${n}`, category: n === 2 ? 'Technology' : 'Strategy' }));
    expect(relatedPosts(posts, posts[0]).map((post) => post.title)).toEqual(['P3', 'P4', 'P5']);
    expect(relatedPosts(posts, posts[1])).toEqual([]);
  });
});

describe('postCategories', () => {
  it('lists each category once, in order of first appearance', () => {
    const posts = ['Strategy', 'Technology', 'Strategy', 'Case Studies'].map((category, n) => blogPost({ id: postId(n), title: `P${n}`, category }));
    expect(postCategories(posts)).toEqual(['Strategy', 'Technology', 'Case Studies']);
  });
});

describe('shareLinks', () => {
  it('builds Facebook, X and LinkedIn links from the encoded page address', () => {
    const links = shareLinks('https://example.in/blog/1?a=b&c', 'Bus wraps & more');
    expect(links.map((link) => link.network)).toEqual(['Facebook', 'X', 'LinkedIn']);
    expect(links[0].href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.in%2Fblog%2F1%3Fa%3Db%26c');
    expect(links[1].href).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.in%2Fblog%2F1%3Fa%3Db%26c&text=Bus%20wraps%20%26%20more');
    expect(links[2].href).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.in%2Fblog%2F1%3Fa%3Db%26c');
  });
});
