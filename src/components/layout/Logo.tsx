import { Megaphone } from 'lucide-react';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to={paths.home} className="flex items-center gap-2.5 rounded-lg">
      <span className="flex size-10 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Megaphone aria-hidden="true" className="size-5" />
      </span>
      <span className="leading-tight">
        <span className={`block text-base font-bold ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}>{site.name}</span>
        <span className={`hidden text-xs sm:block ${tone === 'dark' ? 'text-slate-600' : 'text-slate-300'}`}>{site.tagline}</span>
      </span>
    </Link>
  );
}
