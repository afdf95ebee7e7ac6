import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { servicesButtonClass } from './MenuPlaceholders';
import { ServiceCategoryLinks } from './ServiceCategoryLinks';

/** Delay before a hover-opened menu closes, so crossing the gap to the panel does not close it. */
const HOVER_CLOSE_DELAY_MS = 150;

const serviceLinkStyles = {
  category: 'text-sm font-semibold text-slate-900 hover:text-brand-700',
  list: 'mt-3 space-y-2',
  service: 'text-sm text-slate-600 hover:text-brand-700',
};

/**
 * The desktop Services dropdown: a disclosure button and a panel of categories and their services.
 * Opens on hover and on click or ArrowDown; closes on Escape (focus back on the button), a click
 * outside, focus leaving it, or choosing a link.
 */
export function ServicesMenu({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  /** A mouse that opened the menu by hovering is already "in" it: its click must not close it again. */
  const openedByHover = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = false;
    closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    // The panel renders on the next frame; then focus its first link.
    requestAnimationFrame(() => panelRef.current?.querySelector('a')?.focus());
  };

  const close = () => setOpen(false);

  return (
    <div
      ref={wrapperRef}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      className="flex h-full items-center"
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
        className={servicesButtonClass(active)}
      >
        Services
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-4 top-full z-50 rounded-b-xl border border-slate-200 bg-white p-6 shadow-xl"
      >
        <div className="grid grid-cols-5 gap-6">
          <ServiceCategoryLinks onNavigate={close} styles={serviceLinkStyles} />
        </div>
        <div className="mt-6 border-t border-slate-100 pt-4">
          <Link to={paths.services} onClick={close} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
            View All Services
          </Link>
        </div>
      </div>
    </div>
  );
}
