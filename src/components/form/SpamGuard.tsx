import { useEffect, useRef } from 'react';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';

/**
 * What a public form sends with a lead so the database can screen it (decision 025): the honeypot's
 * value and how long the form was on screen. The database stores a lead with a filled honeypot, or one
 * sent faster than a person can type, as spam that notifies no one.
 */
export type SpamSignals = { form_trap: string; form_elapsed_ms: number };

export type SpamGuard = {
  /** Keeps what was typed into the honeypot. */
  onTrapInput: (value: string) => void;
  /** The signals for a submission now. */
  signals: () => SpamSignals;
  /** Starts the clock again, when the emptied form is shown anew. */
  restart: () => void;
};

export function useSpamGuard(): SpamGuard {
  const trap = useRef('');
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  return {
    onTrapInput: (value) => {
      trap.current = value;
    },
    signals: () => ({ form_trap: trap.current, form_elapsed_ms: Date.now() - shownAt.current }),
    restart: () => {
      shownAt.current = Date.now();
      trap.current = '';
    },
  };
}

/**
 * The honeypot: a field people never see or reach (off screen, hidden from assistive technology, out of
 * the tab order) with a name form-filling bots like to fill.
 */
export function SpamTrapField({ guard }: { guard: SpamGuard }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" onChange={(event) => guard.onTrapInput(event.target.value)} />
      </label>
    </div>
  );
}

/** The one line under every public form saying what happens to the data, with the policy's link. */
export function PrivacyNote({ use = 'We use these details only to answer your request', tone = 'light' }: { use?: string; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <p className={`text-sm ${dark ? 'text-white' : 'text-slate-600'}`}>
      {use} and delete them after 24 months. See our{' '}
      <Link to={paths.privacy} className={`font-medium underline ${dark ? 'text-white' : 'text-brand-700 hover:text-brand-800'}`}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
