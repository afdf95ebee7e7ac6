import { BelowPhoneFoldImage } from '@/components/BelowPhoneFoldImage';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { Client } from '../api/fetch-clients';

/**
 * A client's logo on a white tile; the name is its text alternative, or a caption when `showName`.
 * `belowPhoneFold`: the logo is a BelowPhoneFoldImage (decision 039).
 */
export function ClientLogo({ client, showName = false, belowPhoneFold = false }: { client: Client; showName?: boolean; belowPhoneFold?: boolean }) {
  const Logo = belowPhoneFold ? BelowPhoneFoldImage : ResponsiveImage;
  return (
    <figure className="flex h-full flex-col items-center justify-center gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <Logo
        src={client.logo}
        alt={showName ? '' : client.name}
        width={160}
        height={80}
        className="aspect-[2/1] w-full max-w-40 object-contain"
      />
      {showName && <figcaption className="text-center text-sm font-medium text-slate-800">{client.name}</figcaption>}
    </figure>
  );
}
