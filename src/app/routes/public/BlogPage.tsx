import { BlogIndexView } from '@/features/blog';

export default function BlogPage() {
  return <BlogIndexView />;
}
