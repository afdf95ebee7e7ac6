import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { BlogPostForm } from '@/features/blog/admin';

export default function BlogPostFormPage() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title={id ? 'Edit Blog Post' : 'New Blog Post'} description="Write or edit a blog post." />
      <BlogPostForm id={id} />
    </>
  );
}
