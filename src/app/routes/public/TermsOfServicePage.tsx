import { LegalPage } from '@/components/LegalPage';
import { PageMeta } from '@/components/PageMeta';
import { site } from '@/config/site';
import { legalUpdated } from './legal-updated';

export default function TermsOfServicePage() {
  return (
    <>
      <PageMeta title="Terms of Service" description={`The terms that apply when you use the ${site.name} website and book our services.`} />
      <LegalPage
        title="Terms of Service"
        updated={legalUpdated.terms.date}
        sections={[
          {
            title: 'About this website',
            body: (
              <p>
                This website presents the services of {site.name}. Descriptions, photographs and prices are for information and may
                change; a campaign is confirmed only by a signed proposal or purchase order.
              </p>
            ),
          },
          {
            title: 'Quotes and bookings',
            body: (
              <p>
                Quotes are valid for 15 days. A hold keeps a site for you until the date we give with it; a site is yours for your
                dates once we confirm the booking. Festival offer prices apply to bookings made by the date shown on the offer page
                and exclude GST.
              </p>
            ),
          },
          {
            title: 'Creative and permissions',
            body: (
              <p>
                You are responsible for the rights to the artwork, logos and claims you supply. We obtain the display permissions
                for the sites we sell and may refuse creative that breaks the law or the site owner’s rules.
              </p>
            ),
          },
          {
            title: 'Downloads',
            body: <p>Resources you download are for your own planning. Please do not republish them without our permission.</p>,
          },
          {
            title: 'Contact',
            body: (
              <p>
                Questions about these terms:{' '}
                <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline">
                  {site.email}
                </a>
                .
              </p>
            ),
          },
        ]}
      />
    </>
  );
}
