import { LegalPage } from '@/components/LegalPage';
import { PageMeta } from '@/components/PageMeta';
import { addressLine, site } from '@/config/site';

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageMeta title="Privacy Policy" description={`How ${site.name} collects, uses and protects the details you share with us.`} />
      <LegalPage
        title="Privacy Policy"
        updated="January 1, 2025"
        sections={[
          {
            title: 'What we collect',
            body: (
              <p>
                When you send a message, book a festival package, download a resource or subscribe to our newsletter, we keep the
                details you type: your name, company, designation, phone number, e-mail address and message. We do not use
                tracking cookies or third-party analytics.
              </p>
            ),
          },
          {
            title: 'How we use it',
            body: (
              <p>
                Only to answer your enquiry, prepare proposals and quotes, deliver the resource you asked for and, if you
                subscribed, send our newsletter. We never sell or rent your details.
              </p>
            ),
          },
          {
            title: 'Maps',
            body: (
              <p>
                The map on our contact page is provided by OpenStreetMap and only loads when you choose to show it. OpenStreetMap’s
                own privacy policy then applies to that map.
              </p>
            ),
          },
          {
            title: 'How long we keep it',
            body: <p>Enquiries and leads are kept for up to three years, then deleted. You can ask us to delete them sooner.</p>,
          },
          {
            title: 'Your rights',
            body: (
              <p>
                You may ask to see, correct or delete the details we hold about you. Write to{' '}
                <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline">
                  {site.email}
                </a>{' '}
                or to {site.name}, {addressLine}.
              </p>
            ),
          },
        ]}
      />
    </>
  );
}
