import { crewPaths as paths } from '@/config/paths';
import { today } from '@/lib/calendar-days';
import type { CrewJob } from './api/crew';
import { confirmedMember } from './confirmed-member';
import { crewSessionOf, type CrewProfile } from './crew-member';
import { startEarlyReads, usableSession, type FirstScriptConfig } from './early-read';
import { firstPaintHtml } from './first-paint';
import type { FirstPaintIcons } from './job-look';
import { keptList } from './kept-list';

/**
 * crew.html's first script (docs/decisions/098, 103), built by scripts/crew-first-script.ts into the page itself.
 * It sends the role's and the list's reads with the session stored on the phone. On 'Your jobs' it draws the list
 * before the page's code has loaded: the one this phone kept on a later visit, at once; else the one just read, when
 * it answers for a crew member. Then it starts the code, once the list is on the screen and the read has answered,
 * so the list a crew member waits for never shares a weak signal with 84 KB of code, and the code's first render
 * shows what was drawn, or newer. Anything else (no session, the job page, no list to draw) starts the code at once;
 * a slow read keeps it waiting 1.5 s at most.
 */

/** How long the list may keep the code waiting on a slow read. */
const CODE_WAITS_AT_MOST_MS = 1500;

const parsed = (): Promise<void> =>
  document.readyState === 'loading'
    ? new Promise((resolve) =>
        document.addEventListener('DOMContentLoaded', () => resolve(), {
          once: true,
        }),
      )
    : Promise.resolve();

function loadCode(code: FirstScriptConfig['code']): void {
  if (!code) return;
  const add = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  for (const href of code.preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    add(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = code.entry;
  add(script);
}

/**
 * Once what the page drew has reached the screen (the browser's first contentful paint), or a frame later where
 * it does not say: the code's requests and parsing then never delay the list's frame.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    if (!(PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) {
      requestAnimationFrame(done);
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The jobs just read, when the profile read with them says a crew member; null otherwise. */
async function freshList(): Promise<unknown[] | null> {
  const reads = window.__crewEarlyReads;
  if (!reads) return null;
  const [profiles, jobs] = await Promise.all([reads.answers.profile, reads.answers.jobs]);
  const crew = Array.isArray(profiles) && crewSessionOf({ id: reads.userId }, (profiles as CrewProfile[])[0]).status === 'crew';
  return crew && Array.isArray(jobs) ? jobs : null;
}

/** Draws `jobs` into the page's root while it is empty, and resolves once that is on the screen; false if it drew nothing. */
async function drawList(jobs: unknown[] | null, icons: FirstPaintIcons): Promise<boolean> {
  if (!jobs) return false;
  await parsed();
  const root = document.getElementById('root');
  if (!root || root.firstChild) return false;
  root.innerHTML = firstPaintHtml(jobs as CrewJob[], today(), icons);
  await afterPaint();
  return true;
}

const within = (ms: number, promise: Promise<unknown>): Promise<unknown> => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

export function startCrewPage(config: FirstScriptConfig): void {
  const session = usableSession(config);
  const onList = window.location.pathname.replace(/\/+$/, '') === paths.crew;
  // A later visit: the list this phone kept for the crew member confirmed on it is drawn in the page's first frame,
  // then the reads ask for changes.
  const kept = onList && session && confirmedMember()?.userId === session.userId ? keptList<unknown[]>(session.userId) : null;
  let codeWaitsFor: Promise<unknown> = Promise.resolve();
  if (kept && Array.isArray(kept.data)) {
    // A page in a background tab reports no paint: the reads wait for the frame 1.5 s at most.
    codeWaitsFor = within(
      CODE_WAITS_AT_MOST_MS,
      drawList(kept.data, config.icons).catch(() => false),
    ).then(() => {
      startEarlyReads(config);
      return within(CODE_WAITS_AT_MOST_MS, freshList());
    });
  } else {
    startEarlyReads(config);
    if (onList && window.__crewEarlyReads) {
      const fresh = freshList().catch(() => null);
      codeWaitsFor = within(CODE_WAITS_AT_MOST_MS, Promise.all([fresh.then((jobs) => drawList(jobs, config.icons)).catch(() => false), fresh]));
    }
  }
  // The code's first render then shows the list just read: what was drawn, or newer.
  void codeWaitsFor.then(parsed).then(() => loadCode(config.code));
}
