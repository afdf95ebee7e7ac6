import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';

// The conversation panel is fetched on the first open only; most visitors never download it.
const ChatPanel = lazy(() => import('./ChatPanel').then((module) => ({ default: module.ChatPanel })));

/** The chat launcher at the bottom right and, once opened, its panel (kept mounted so the conversation survives closing). */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  function close() {
    setOpen(false);
    launcher.current?.focus();
  }

  return (
    <div className="floating-control fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcher}
        type="button"
        aria-label={open ? 'Close chat' : 'Chat with us'}
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        onClick={() => {
          if (open) return close();
          setOpened(true);
          setOpen(true);
        }}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <MessageCircle aria-hidden="true" className="h-6 w-6" />}
      </button>
    </div>
  );
}
