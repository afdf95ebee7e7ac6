import { Tag } from 'lucide-react';

export function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700">
          <Tag aria-hidden="true" className="h-3 w-3" />
          {tag}
        </li>
      ))}
    </ul>
  );
}
