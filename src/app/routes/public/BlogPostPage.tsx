import { useParams } from 'react-router';
import { BlogPostView } from '@/features/blog';

export default function BlogPostPage() {
  const { postId = '' } = useParams();
  return <BlogPostView postId={postId} />;
}
