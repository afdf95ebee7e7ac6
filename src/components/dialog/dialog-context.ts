import { createContext, useContext } from 'react';

export type DialogApi = {
  /**
   * Resolves true when the user confirms, false on Cancel, Escape or the close button. `cancelLabel` names the way
   * back where 'Cancel' would read as the action itself (cancelling a campaign).
   */
  confirm: (message: string, options?: { title?: string; confirmLabel?: string; cancelLabel?: string }) => Promise<boolean>;
  /** Resolves when the user dismisses the message. */
  alert: (message: string, options?: { title?: string }) => Promise<void>;
};

export const DialogContext = createContext<DialogApi | null>(null);

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs must be used inside <DialogProvider>');
  return api;
}
