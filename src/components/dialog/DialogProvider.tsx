import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DialogContext, type DialogApi } from './dialog-context';
import { Modal } from './Modal';

type Pending =
  | { kind: 'confirm'; message: string; title: string; confirmLabel: string; cancelLabel: string; resolve: (ok: boolean) => void }
  | { kind: 'alert'; message: string; title: string; resolve: () => void };

const buttonBase = 'rounded-lg px-4 py-2 text-sm font-semibold';

/** In-app replacement for window.confirm / window.alert: one dialog at a time, promise based. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = useCallback<DialogApi['confirm']>(
    (message, options) =>
      new Promise<boolean>((resolve) =>
        setPending({
          kind: 'confirm',
          message,
          title: options?.title ?? 'Please confirm',
          confirmLabel: options?.confirmLabel ?? 'Delete',
          cancelLabel: options?.cancelLabel ?? 'Cancel',
          resolve,
        }),
      ),
    [],
  );
  const alert = useCallback<DialogApi['alert']>(
    (message, options) =>
      new Promise<void>((resolve) =>
        setPending({ kind: 'alert', message, title: options?.title ?? 'Notice', resolve }),
      ),
    [],
  );
  const api = useMemo(() => ({ confirm, alert }), [confirm, alert]);

  function settle(ok: boolean) {
    if (!pending) return;
    setPending(null);
    if (pending.kind === 'confirm') pending.resolve(ok);
    else pending.resolve();
  }

  return (
    <DialogContext.Provider value={api}>
      {children}
      {pending && (
        <Modal
          title={pending.title}
          onClose={() => settle(false)}
          footer={
            pending.kind === 'confirm' ? (
              <>
                <button type="button" className={`${buttonBase} bg-slate-100 text-slate-800 hover:bg-slate-200`} onClick={() => settle(false)} autoFocus>
                  {pending.cancelLabel}
                </button>
                <button type="button" className={`${buttonBase} bg-red-600 text-white hover:bg-red-700`} onClick={() => settle(true)}>
                  {pending.confirmLabel}
                </button>
              </>
            ) : (
              <button type="button" className={`${buttonBase} bg-slate-900 text-white hover:bg-slate-700`} onClick={() => settle(true)} autoFocus>
                OK
              </button>
            )
          }
        >
          <p role={pending.kind === 'alert' ? 'alert' : undefined}>{pending.message}</p>
        </Modal>
      )}
    </DialogContext.Provider>
  );
}
