import { LegalPage } from '@/components/LegalPage';
import { PageMeta } from '@/components/PageMeta';
import { addressLine, site } from '@/config/site';
import { legalUpdated } from './legal-updated';

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageMeta title="Privacy Policy" description={`How ${site.name} collects, uses and protects the details you share with us.`} />
      <LegalPage
        title="Privacy Policy"
        updated={legalUpdated.privacy.date}
        sections={[
          {
            title: 'What we collect',
            body: (
              <p>
                When you send a message, book a festival package, download a resource, ask for a quote from a media plan, ask for a
                call back in our chat or subscribe to our newsletter, we keep the details you type: your name, company, designation,
                phone number, e-mail address and message, the sites and dates of a media plan, and, for a call back, what you wrote
                in the chat. With each we keep the time and the network address it came from, only to stop spam and repeated
                sending. We do not use tracking cookies or third-party analytics.
              </p>
            ),
          },
          {
            title: 'How we use it',
            body: (
              <p>
                Only to answer your enquiry, prepare proposals and quotes, deliver the resource you asked for and, if you
                subscribed, send our newsletter. The people on our team who answer enquiries see them, and an e-mail service sends
                them to our office. We never sell or rent your details.
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
            body: <p>Enquiries and leads are deleted 24 months after you send them. You can ask us to delete them sooner.</p>,
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
