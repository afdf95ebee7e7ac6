import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { OfferPage as OfferView, readOfferPage } from '@/features/offer-pages';

/** The offer and the others its ended state points to, read before the page renders (as /festivaloffer2025). */
export const loader = ({ params }: LoaderFunctionArgs) => readOfferPage(params.slug ?? '');

export default function OfferPage() {
  const { slug = '' } = useParams();
  return <OfferView key={slug} slug={slug} reading={useLoaderData<typeof loader>()} />;
}
