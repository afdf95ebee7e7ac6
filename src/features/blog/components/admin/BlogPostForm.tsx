import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { ErrorBanner, ImagePreview, LoadingText, PublishingFields, RecordFormCard, RecordFormLoader, useRecordForm } from '@/components/admin';
import { SelectField, SelectOptions, TextAreaField, TextField } from '@/components/form';
import { blogCategories } from '@/catalogue/blog-categories';
import { paths, withRefreshFlag } from '@/config/paths';
import { fieldLimits } from '@/lib/form-rules';
import { withPublishMoment } from '@/lib/publishing';
import { MediaUploader, UPLOADED } from '@/features/media/admin';
import { EditingNotice } from '@/features/editing/admin';
import { RevisionHistory } from '@/features/revisions/admin';
import { useBlogAuthors } from '../../api/fetch-blog-authors';
import { staffBlogPostQueryOptions } from '../../api/fetch-blog-post';
import { blogPostKeys, type BlogPost } from '../../api/fetch-blog-posts';
import { useSaveBlogPost } from '../../api/save-blog-post';
import { blogPostFormDefaults, blogPostFormSchema, MIN_READ_TIME, type DefaultAuthor } from '../../schemas';
import { AuthorPicker } from './AuthorPicker';

/** Each text field's length limit, as the schema (and the database) sets it. */
const limits = fieldLimits(blogPostFormSchema);

/** Column → label, so a database error names the field the way the form does. */
const labels = {
  title: 'Title',
  category: 'Category',
  excerpt: 'Excerpt',
  content: 'Content',
  author_id: 'Author',
  author_name: 'Author Name',
  author_role: 'Author Role',
  read_time: 'Read Time',
  author_avatar: 'Author Avatar URL',
  image: 'Featured Image URL',
  tags: 'Tags',
  published_at: 'Published Date',
  status: 'Status',
};

/** What a revision brings back, so what its comparison shows: everything but the publishing state (docs/decisions/030) and the author's id (the byline shows who). */
const { published_at: _published, status: _status, author_id: _author, ...revisedFields } = labels;

/**
 * Create (no id) or edit post `id`; the post loads first when editing, and a new one is by `me` (the person
 * signed in) until another author is chosen. Without canEdit (a reviewer who
 * typed the address) the form is not offered.
 */
export function BlogPostForm({ id, canEdit, me }: { id?: string; canEdit: boolean; me?: DefaultAuthor | null }) {
  const post = useQuery({ ...staffBlogPostQueryOptions(id ?? ''), enabled: Boolean(id) && canEdit });
  const denied = canEdit ? undefined : { title: id ? 'Edit Blog Post' : 'Create New Blog Post', message: 'You do not have permission to update posts.' };
  // fetchBlogPost answers null for an id with no post, which the loader shows as a load error.
  return (
    <RecordFormLoader
      id={id}
      record={post}
      denied={denied}
      title="Edit Blog Post"
      message="Error loading post"
      backTo={paths.admin.blogPosts}
      backLabel="Back to Blog Posts"
    >
      {(record) => <BlogPostFields id={id} post={record} me={me} />}
    </RecordFormLoader>
  );
}

function BlogPostFields({ id, post, me }: { id?: string; post?: BlogPost; me?: DefaultAuthor | null }) {
  const save = useSaveBlogPost();
  // The version this screen loaded: a save after someone else's is refused (docs/decisions/066).
  const [loadedAt, setLoadedAt] = useState(post?.updated_at);
  const authors = useBlogAuthors();
  const { register, control, setValue, reset, formState: { errors }, cardProps } = useRecordForm({
    schema: blogPostFormSchema,
    defaultValues: blogPostFormDefaults(post, me),
    save: (values) => save.mutateAsync({ id, loadedAt, values: withPublishMoment(values) }),
    to: withRefreshFlag(paths.admin.blogPosts),
    delayMs: 500,
    labels,
  });
  const [authorId, authorName, authorRole, avatar, image] = useWatch({ control, name: ['author_id', 'author_name', 'author_role', 'author_avatar', 'image'] });

  /** The chosen person's profile becomes the byline (the database does the same on save). */
  function chooseAuthor(id: string) {
    const author = authors.data?.find((candidate) => candidate.id === id);
    if (!author) return;
    setValue('author_name', author.full_name, UPLOADED);
    setValue('author_role', author.job_title ?? '', UPLOADED);
    setValue('author_avatar', author.portrait_url ?? '', UPLOADED);
  }

  return (
    <>
      <RecordFormCard
        {...cardProps}
        notice={id && <EditingNotice table="blog_posts" id={id} />}
        title={id ? 'Edit Blog Post' : 'Create New Blog Post'}
        aria-label={id ? 'Edit blog post' : 'New blog post'}
        cancelTo={paths.admin.blogPosts}
        submitLabel={id ? 'Update Post' : 'Create Post'}
      >
        <TextField label="Title" required error={errors.title?.message} placeholder="Enter post title" limit={limits.title} {...register('title')} />
        <div className="grid gap-6 md:grid-cols-2">
          <SelectField label="Category" required error={errors.category?.message} {...register('category')}>
            <SelectOptions options={blogCategories} placeholder="Select a category" />
          </SelectField>
          <TextField
            label="Read Time (minutes)"
            required
            type="number"
            inputMode="numeric"
            min={MIN_READ_TIME}
            step={1}
            error={errors.read_time?.message}
            {...register('read_time')}
          />
        </div>
        <TextAreaField label="Excerpt" required rows={3} placeholder="A short summary shown on the blog list" error={errors.excerpt?.message} limit={limits.excerpt} {...register('excerpt')} />
        <TextAreaField
          label="Content"
          required
          rows={12}
          hint="Separate paragraphs with a blank line"
          error={errors.content?.message}
          limit={limits.content} {...register('content')}
        />
        {/* Mounted once the list is here: a select registered before its options would show the first one. */}
        {authors.isError ? (
          <ErrorBanner message={`Error loading authors: ${authors.error.message}`} onRetry={() => void authors.refetch()} />
        ) : authors.isPending ? (
          <LoadingText text="Loading authors..." />
        ) : (
          <AuthorPicker
            field={register('author_id', { onChange: (event: { target: { value: string } }) => chooseAuthor(event.target.value) })}
            authors={authors.data}
            chosenId={authorId}
            byline={{ name: authorName, role: authorRole, avatar }}
            error={errors.author_id?.message ?? errors.author_name?.message ?? errors.author_role?.message ?? errors.author_avatar?.message}
          />
        )}
        <div className="grid gap-6 md:grid-cols-2">
          <div className="space-y-3">
            <TextField label="Featured Image URL" required type="url" placeholder="https://..." error={errors.image?.message} limit={limits.image} {...register('image')} />
            <MediaUploader fieldLabel="Featured Image URL" folder="blog" onUploaded={({ url }) => setValue('image', url, UPLOADED)} />
            <ImagePreview src={image} alt="Featured image preview" />
          </div>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <TextField label="Tags" hint="Separate tags with commas" placeholder="outdoor, billboards, strategy" error={errors.tags?.message} {...register('tags')} />
        </div>
        <PublishingFields
          fields={{ status: register('status'), published_at: register('published_at'), publish_time: register('publish_time') }}
          errors={errors}
        />
      </RecordFormCard>
      {id && post && (
        <RevisionHistory
          table="blog_posts"
          rowId={id}
          current={post}
          fields={revisedFields}
          canRestore
          invalidates={blogPostKeys.all}
          onRestored={(row) => {
            setLoadedAt(row.updated_at);
            reset(blogPostFormDefaults(row));
          }}
        />
      )}
    </>
  );
}
