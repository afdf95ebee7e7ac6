import { CallToAction } from '@/components/CallToAction';
import { ClientsFaq } from './ClientsFaq';
import { PageSection } from './PageSection';
import { PartnershipProcess } from './PartnershipProcess';

/** The clients page after its data: how we partner, the FAQ and the call to action. */
export function ClientsBelowFold() {
  return (
    <>
      <PageSection id="process" title="How We Partner With You" intro="Four steps from the first conversation to the final report." tone="muted">
        <PartnershipProcess />
      </PageSection>
      <PageSection id="faq" title="Frequently Asked Questions" intro="What brands usually ask before they start with us.">
        <div className="mx-auto max-w-3xl">
          <ClientsFaq />
        </div>
      </PageSection>
      <CallToAction
        title="Ready to Join Them?"
        text="Tell us about your brand and your goals, and we will plan a campaign that works as hard as theirs did."
        action="Contact Us"
      />
    </>
  );
}
