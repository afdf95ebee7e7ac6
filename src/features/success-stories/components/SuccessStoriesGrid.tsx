import type { SuccessStory } from '../api/fetch-success-stories';
import { SuccessStoryCard } from './SuccessStoryCard';

export function SuccessStoriesGrid({ stories }: { stories: SuccessStory[] }) {
  if (stories.length === 0) return <p className="text-center text-slate-600">No success stories found.</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {stories.map((story) => (
        <li key={story.id}>
          <SuccessStoryCard story={story} />
        </li>
      ))}
    </ul>
  );
}
