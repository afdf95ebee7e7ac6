import { ArrowRight, Phone } from 'lucide-react';
import { ButtonLink, buttonClass } from './Button';
import { paths } from '@/config/paths';
import { displayPhone, site, telHref } from '@/config/site';

type CallToActionProps = {
  title: string;
  text: string;
  /** Label of the button to /contact. */
  action?: string;
};

/** A closing band that sends the visitor to /contact, with the phone number beside it. */
export function CallToAction({ title, text, action = 'Get a Free Quote' }: CallToActionProps) {
  return (
    <section className="bg-slate-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-4 py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
          <p className="mt-4 text-lg text-slate-300">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.contact} size="lg">
            {action}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <a href={telHref(site.phone)} className={buttonClass({ variant: 'outline-light', size: 'lg' })}>
            <Phone aria-hidden="true" className="size-5" />
            {displayPhone(site.phone)}
          </a>
        </div>
      </div>
    </section>
  );
}
