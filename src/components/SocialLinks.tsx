import { site } from '@/config/site';

type SocialName = (typeof site.socials)[number]['name'];

/** Simple drawn marks (lucide ships no brand icons); decorative, the link text names the network. */
const marks: Record<SocialName, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z',
  Instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.5 5.3a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z',
  LinkedIn:
    'M3.5 9h4v12h-4V9Zm2-6.5a2.3 2.3 0 1 1 0 4.6 2.3 2.3 0 0 1 0-4.6ZM10 9h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.8 2.6 4.8 6V21h-4v-5.5c0-1.3 0-3-1.9-3s-2.2 1.4-2.2 2.9V21H10V9Z',
  YouTube:
    'M22.5 7.2a2.9 2.9 0 0 0-2-2C18.7 4.7 12 4.7 12 4.7s-6.7 0-8.5.5a2.9 2.9 0 0 0-2 2A30 30 0 0 0 1 12a30 30 0 0 0 .5 4.8 2.9 2.9 0 0 0 2 2c1.8.5 8.5.5 8.5.5s6.7 0 8.5-.5a2.9 2.9 0 0 0 2-2A30 30 0 0 0 23 12a30 30 0 0 0-.5-4.8ZM9.8 15.1V8.9L15.4 12l-5.6 3.1Z',
};

type SocialLinksProps = {
  tone?: 'light' | 'dark';
  className?: string;
};

/** The agency's social profiles, opened in a new tab. */
export function SocialLinks({ tone = 'light', className = '' }: SocialLinksProps) {
  const look =
    tone === 'dark'
      ? 'bg-white/10 text-white hover:bg-brand-700'
      : 'bg-slate-100 text-slate-700 hover:bg-brand-700 hover:text-white';
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`.trim()}>
      {site.socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`flex size-10 items-center justify-center rounded-full transition-colors ${look}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d={marks[social.name]} fillRule="evenodd" />
            </svg>
            <span className="sr-only">{`${site.name} on ${social.name} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
