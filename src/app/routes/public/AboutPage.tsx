import { AboutView } from '@/features/about';

export default function AboutPage() {
  return <AboutView />;
}
