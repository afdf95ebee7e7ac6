import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/Link';
import { formatDateTime } from '@/lib/format';
import { useMarkNoticesRead } from '../api/mark-notices-read';
import { useNotices } from '../api/staff-notices';

/**
 * The top bar's notices: a bell with the count of unread ones, opening the newest with their links. Opening the
 * list marks what it shows read. New notices arrive live and are announced politely.
 */
export function NoticesMenu({ userId }: { userId: string | undefined }) {
  const notices = useNotices(userId);
  const markRead = useMarkNoticesRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rows = notices.data ?? [];
  const unread = rows.filter((notice) => !notice.read_at);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  function toggle() {
    const opening = !open;
    setOpen(opening);
    if (opening && unread.length > 0) markRead.mutate(unread.map((notice) => notice.id));
  }

  const label = unread.length > 0 ? `Notices, ${unread.length} unread` : 'Notices';
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread.length > 0 && (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
            {unread.length}
          </span>
        )}
      </button>
      <p role="status" aria-live="polite" className="sr-only">
        {unread.length > 0 ? `${unread.length} unread ${unread.length === 1 ? 'notice' : 'notices'}` : ''}
      </p>
      {open && (
        <div id={panelId} className="absolute right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">Notices</h2>
          {rows.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing yet.</p>
          ) : (
            <ul className="max-h-96 space-y-2 overflow-y-auto">
              {rows.map((notice) => (
                <li key={notice.id} className={`rounded-lg p-2 text-sm ${notice.read_at ? 'text-slate-600' : 'bg-brand-50 text-slate-900'}`}>
                  {notice.link ? (
                    <Link to={notice.link} onClick={() => setOpen(false)} className="underline decoration-slate-300 hover:decoration-slate-600">
                      {notice.body}
                    </Link>
                  ) : (
                    notice.body
                  )}
                  <span className="mt-0.5 block text-xs text-slate-500">{formatDateTime(notice.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
