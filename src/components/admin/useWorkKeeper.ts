import { useEffect, useState, type RefObject } from 'react';
import { useBlocker, useLocation, type Blocker } from 'react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** How long typing must pause before the draft is written to the browser's storage. */
const DRAFT_DELAY_MS = 400;

const draftKey = (pathname: string) => `admin-form-draft:${pathname}`;

/** What the browser keeps of an unsaved form: its values and when they were typed. */
export type LocalDraft<T> = { savedAt: string; values: T };

function readDraft<T>(key: string): LocalDraft<T> | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as LocalDraft<T>) : null;
  } catch {
    return null;
  }
}

/** Storage may be full or switched off (private mode): the form works on without a draft. */
function writeDraft(key: string, draft: LocalDraft<unknown> | null): void {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // Nothing to keep it in: the unsaved-changes warning still protects the work.
  }
}

/** What the form screen shows of it (UnsavedWorkNotices). */
export type WorkNotices = { blocker: Blocker; offered: { savedAt: string } | null; restore: () => void; discard: () => void };

export type WorkKeeper<T> = {
  /** A navigation inside the app waiting for 'Leave' or 'Stay' while the form has unsaved changes. */
  blocker: Blocker;
  /** A draft from an earlier visit that differs from the stored record, offered until restored or discarded. */
  offered: LocalDraft<T> | null;
  restore: () => void;
  discard: () => void;
};

/**
 * Work is not lost (docs/product.md §10, Publishing workflow, item 6): while the form has unsaved changes, leaving
 * through the app asks first and closing or reloading the tab gets the browser's own warning; what is typed
 * is kept in localStorage under the form's address, and offered back the next time that form opens. `saved`
 * is true from a successful save on: then nothing warns, and the draft is gone.
 */
export function useWorkKeeper<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, saved: RefObject<boolean>): WorkKeeper<T> {
  const { pathname } = useLocation();
  const key = draftKey(pathname);
  const dirty = form.formState.isDirty;
  // Read when it happens (formState holds the latest), not from this render.
  const unsaved = () => form.formState.isDirty && !saved.current;
  const [offered, setOffered] = useState<LocalDraft<T> | null>(() => readDraft<T>(key));

  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, saved]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (form.formState.isDirty && !saved.current) writeDraft(key, { savedAt: new Date().toISOString(), values: form.getValues() });
      }, DRAFT_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, key, saved]);

  return {
    blocker,
    offered,
    restore: () => {
      if (offered) form.reset(offered.values, { keepDefaultValues: true });
      setOffered(null);
    },
    discard: () => {
      writeDraft(key, null);
      setOffered(null);
    },
  };
}

/** Forgets the draft of the form at `pathname` (after it was saved). */
export function clearLocalDraft(pathname: string): void {
  writeDraft(draftKey(pathname), null);
}
