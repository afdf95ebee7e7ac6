import { PageMeta } from '@/components/PageMeta';
import { PageHero } from '@/components/PageHero';
import { SectionHeading } from '@/components/SectionHeading';
import { LocalBusinessJsonLd } from '@/components/seo/JsonLd';
import { ContactDetails, ContactForm, MapFacade, WorkspaceGallery } from '@/features/contact';
import { site } from '@/config/site';

export default function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Talk to Chennai Outdoor Media about billboards, transport, mobile, ambient and BTL campaigns. Call, e-mail or send us a message for a free quote."
      />
      <LocalBusinessJsonLd />
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        description={`Planning a launch, a festive push or an always-on campaign? Tell us what you need and we will send a plan and a quote within ${site.replyTime}.`}
      />
      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-16 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">Get in Touch</h2>
          <p className="mt-3 text-slate-600">Visit our office, call us, or write to us. We answer every enquiry.</p>
          <div className="mt-8">
            <ContactDetails />
          </div>
        </div>
        <ContactForm />
      </section>
      <section aria-labelledby="map-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading id="map-heading" eyebrow="Find Us" title="Visit Our Office" />
          <div className="mt-10">
            <MapFacade />
          </div>
        </div>
      </section>
      <WorkspaceGallery />
    </>
  );
}
