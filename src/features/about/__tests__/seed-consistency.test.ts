import { leaders } from '../content';

/**
 * The demo content is one agency: the blog's authors are the About page's leaders, with the same
 * titles and portraits, and every picture agrees with its story (festival and year).
 */

// Vite reads the files as text, which needs no Node file APIs in the unit project.
const seedSql = Object.values(import.meta.glob<string>('../../../../supabase/seed.sql', { query: '?raw', import: 'default', eager: true }))[0];
const svgFiles = import.meta.glob<string>('../../../../public/images/**/*.svg', { query: '?raw', import: 'default', eager: true });

/** The words an image shows (its title and texts), by its URL on the site. */
function imageWords(url: string): string {
  const svg = svgFiles[`../../../../public${url}`];
  if (svg === undefined) throw new Error(`${url} is not a file under public/images`);
  return [...svg.matchAll(/<(?:title|text)[^>]*>([^<]*)</g)].map((match) => match[1]).join(' ');
}

const SQL_STRING = "'((?:[^']|'')*)'";
const unquote = (value: string) => value.replace(/''/g, "'");

function rows(pattern: string): string[][] {
  return [...seedSql.matchAll(new RegExp(pattern, 'g'))].map((match) => match.slice(1).map(unquote));
}

const blogPosts = rows(`\\('5eedb109-[^']+',\\s*${SQL_STRING},\\s*${SQL_STRING},\\s*\\$\\$([\\s\\S]*?)\\$\\$,\\s*${SQL_STRING}, ${SQL_STRING}, ${SQL_STRING}, '[^']+',\\s*array\\[[^\\]]*\\], ${SQL_STRING}, '(\\d{4})-`).map(
  ([title, excerpt, content, author, avatar, role, image, year]) => ({ title, text: `${title} ${excerpt} ${content}`, author, avatar, role, image, year: Number(year) }),
);
const stories = rows(`\\('5eed5707-[^']+', ${SQL_STRING},\\s*${SQL_STRING},\\s*${SQL_STRING}`).map(([title, description, image]) => ({
  title,
  text: `${title} ${description}`,
  image,
}));
const galleryImages = rows(`\\('5eed9a11-[^']+', ${SQL_STRING},\\s*${SQL_STRING},\\s*${SQL_STRING}, '[^']+', ${SQL_STRING}, ${SQL_STRING}, ${SQL_STRING}, (\\d{4})`).map(
  ([title, description, image, project, , , year]) => ({ title, text: `${title} ${description} ${project}`, image, year: Number(year) }),
);

const FESTIVALS = ['Pongal', 'Deepavali', 'Diwali', 'Onam', 'Christmas', 'Ramzan', 'Eid', 'Akshaya Tritiya', 'Tamil New Year', 'Aadi', 'Navratri', 'Vinayaka Chaturthi'];
const festivalsIn = (text: string) => FESTIVALS.filter((festival) => new RegExp(`\\b${festival}\\b`, 'i').test(text));
const yearsIn = (text: string) => [...text.matchAll(/\b20\d\d\b/g)].map((match) => Number(match[0]));

describe('one consistent demo agency (supabase/seed.sql and the About page)', () => {
  it('reads every seeded blog post, success story and gallery image', () => {
    expect([blogPosts.length, stories.length, galleryImages.length]).toEqual([9, 6, 20]);
  });

  it.each(blogPosts)('credits "$title" to an About leader with the same title and portrait', ({ author, role, avatar }) => {
    expect(leaders.map((leader) => [leader.name, leader.role, leader.image])).toContainEqual([author, role, avatar]);
  });

  it('gives every leader one title and every name one person', () => {
    expect(new Set(leaders.map((leader) => leader.name)).size).toBe(leaders.length);
    const titlesByAuthor = new Map(blogPosts.map((post) => [post.author, new Set<string>()]));
    for (const post of blogPosts) titlesByAuthor.get(post.author)?.add(post.role);
    for (const titles of titlesByAuthor.values()) expect(titles.size).toBe(1);
  });

  it.each([...stories, ...galleryImages])('shows "$title" with a picture of its own festival', ({ text, image }) => {
    expect(festivalsIn(imageWords(image))).toEqual(festivalsIn(text));
  });

  it.each(blogPosts)('illustrates "$title" with no festival it does not mention and no later year', ({ text, image, year }) => {
    const words = imageWords(image);
    for (const festival of festivalsIn(words)) expect(festivalsIn(text)).toContain(festival);
    for (const shown of yearsIn(words)) expect(shown).toBeLessThanOrEqual(year);
  });

  it.each(galleryImages)('dates "$title" no earlier than the year its picture shows', ({ image, year }) => {
    for (const shown of yearsIn(imageWords(image))) expect(shown).toBeLessThanOrEqual(year);
  });
});
