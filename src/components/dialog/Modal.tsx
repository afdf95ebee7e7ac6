import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Wider content such as a record's details. */
  size?: 'sm' | 'lg';
};

/**
 * A modal dialog on the native <dialog> element: the browser traps focus and turns Escape into a
 * cancel; we return focus to whatever was focused before it opened.
 */
export function Modal({ title, onClose, children, footer, size = 'sm' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCancel = useEffectEvent((event: Event) => {
    event.preventDefault();
    onClose();
  });
  // Captured while rendering, before autoFocus inside the dialog moves focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', ''); // jsdom has no showModal
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, [opener]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // jsdom and older engines do not turn Escape into a cancel event.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => onClose()}
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close dialog"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="px-6 py-4">{children}</div>
      {footer && <div className="flex justify-end gap-3 border-t border-slate-200 px-6 py-4">{footer}</div>}
    </dialog>
  );
}
