import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/form';
import type { BlogAuthor } from '../../api/fetch-blog-authors';

type Byline = { name: string; role: string; avatar: string };

type AuthorPickerProps = {
  /** `register('author_id', { onChange })`: the form fills the byline from the chosen profile. */
  field: UseFormRegisterReturn;
  authors: BlogAuthor[];
  chosenId: string;
  /** The byline the post will carry (the chosen profile's, or the one stored before authors were chosen). */
  byline: Byline;
  error: string | undefined;
};

/** What a profile lacks for a byline, in the words the form shows; null when it has a title and a portrait. */
export function missingFromProfile(author: BlogAuthor): string | null {
  const missing = [!author.job_title && 'title', !author.portrait_url && 'portrait'].filter(Boolean);
  if (missing.length === 0) return null;
  return `${author.full_name} has no ${missing.join(' or ')} in their profile yet. They can add ${missing.length > 1 ? 'both' : 'it'} under Your profile (their name at the top of the back office).`;
}

/**
 * 'Author': a member of staff, whose profile gives the post its name, title and portrait (decision 052). A post
 * saved before authors were chosen offers its stored byline as it is.
 */
export function AuthorPicker({ field, authors, chosenId, byline, error }: AuthorPickerProps) {
  const chosen = authors.find((author) => author.id === chosenId);
  const incomplete = chosen ? missingFromProfile(chosen) : null;
  const message = incomplete ?? error;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectField label="Author" required error={message} {...field}>
        {!chosenId && <option value="">{byline.name ? `${byline.name} (as on the post)` : 'Choose the author'}</option>}
        {authors.map((author) => (
          <option key={author.id} value={author.id}>
            {author.job_title ? `${author.full_name}, ${author.job_title}` : author.full_name}
          </option>
        ))}
      </SelectField>
      {byline.name && !incomplete && (
        <figure aria-label="Byline" className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
          {byline.avatar && <img src={byline.avatar} alt="" className="size-12 shrink-0 rounded-full bg-white object-cover" />}
          <figcaption className="min-w-0 text-sm">
            <span className="block font-semibold text-slate-900">{byline.name}</span>
            <span className="block text-slate-600">{byline.role}</span>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
