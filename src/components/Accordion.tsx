import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

export type AccordionItem = { title: string; content: ReactNode };

type AccordionProps = {
  items: AccordionItem[];
  /** Level of the heading around each toggle, to fit the page outline. */
  headingLevel?: 'h3' | 'h4';
};

/**
 * Disclosure list with at most one item open: opening one closes the other, and activating the open
 * one closes it. Native buttons make it keyboard operable (Tab, Enter, Space).
 */
export function Accordion({ items, headingLevel: Heading = 'h3' }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title}>
            <Heading className="text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
              >
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-slate-700">
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
