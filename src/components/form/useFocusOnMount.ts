import { useEffect, useRef } from 'react';

/**
 * A ref whose element, once mounted, is centred in the viewport and focused. For messages that replace a
 * form: the shorter content would otherwise leave the message above the visible area and focus
 * on the page, so nobody sees or hears that the form was sent. The element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // jsdom has no scrollIntoView.
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, []);
  return ref;
}
