import { crewPaths as paths } from '@/config/paths';
import { secondaryImage } from '@/lib/priority-image';
import { responsiveSources } from '@/lib/storage-image';
import type { CrewJob } from './api/crew';
import { jobCardLook } from './job-card';
import { CARD_PHOTO, stateBadgeClass, stateIconName, type FirstPaintIcons } from './job-look';
import { sortJobs, stateText } from './job-words';

/**
 * 'Your jobs' drawn by crew.html's first script as soon as its reads answer, before React has loaded
 * (docs/decisions/103): the same markup the page's first render makes (CrewFrame, CrewJobs), which then replaces it
 * unseen. A test renders both and compares them (__tests__/early-read.test.tsx). No React here: this goes into the
 * page itself, a few KB.
 */

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function photoHtml(src: string): string {
  const sources = responsiveSources(src, CARD_PHOTO.width);
  const attributes: Record<string, string | number | undefined> = {
    loading: secondaryImage.loading,
    fetchpriority: secondaryImage.fetchPriority,
    decoding: secondaryImage.decoding,
    class: CARD_PHOTO.className,
    src: sources.src,
    srcset: sources.srcSet,
    sizes: CARD_PHOTO.sizes,
    width: CARD_PHOTO.width,
    alt: '',
    height: CARD_PHOTO.height,
  };
  const written = Object.entries(attributes).filter(([, value]) => value !== undefined);
  return `<img ${written.map(([name, value]) => `${name}="${escape(String(value))}"`).join(' ')}>`;
}

function cardHtml(job: CrewJob, day: string, heading: 'h2' | 'h3', icons: FirstPaintIcons): string {
  const look = jobCardLook(job, day);
  const photo = job.site?.photos[0];
  return (
    `<li class="${look.className}">` +
    (photo ? photoHtml(photo) : `<div aria-hidden="true" class="${CARD_PHOTO.className} bg-slate-200"></div>`) +
    '<div class="min-w-0 flex-1">' +
    `<p class="text-xs font-semibold tracking-wide text-slate-600 uppercase">${escape(look.label)}</p>` +
    `<${heading} class="text-base leading-snug font-semibold text-slate-900">` +
    `<a href="${escape(paths.crewJob(job.id))}" class="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">${escape(look.name)}</a></${heading}>` +
    (look.place === null
      ? ''
      : `<p class="mt-0.5 flex gap-1 text-sm text-slate-700">${icons.place}<span class="line-clamp-2">${escape(look.place)}</span></p>`) +
    (look.due ? `<p class="${look.due.className}">${escape(look.due.text)}</p>` : '') +
    `<p class="${stateBadgeClass(job.state, 'mt-1.5')}">${icons[stateIconName(job.state)]}<span>${escape(stateText(job.state, job.reshoot_reason))}</span></p>` +
    '</div></li>'
  );
}

/** The list's part of the page: the open jobs, or the sentence that there are none, then those done. */
function jobsHtml(jobs: CrewJob[], day: string, icons: FirstPaintIcons): string {
  const sorted = sortJobs(jobs, day);
  const open = sorted.filter((job) => job.state !== 'approved');
  const done = sorted.filter((job) => job.state === 'approved');
  return (
    (open.length === 0
      ? '<p class="mt-4 rounded-xl bg-white p-4 text-slate-800 shadow-sm">No jobs for you right now. New ones appear here when the office assigns them.</p>'
      : `<ol class="mt-4 space-y-3">${open.map((job) => cardHtml(job, day, 'h2', icons)).join('')}</ol>`) +
    (done.length === 0
      ? ''
      : '<section aria-labelledby="crew-done" class="mt-8"><h2 id="crew-done" class="text-lg font-bold text-slate-900">Done in the last 7 days</h2>' +
        `<ol class="mt-3 space-y-3">${done.map((job) => cardHtml(job, day, 'h3', icons)).join('')}</ol></section>`)
  );
}

/** The whole of 'Your jobs' for a crew member signed in, as CrewFrame and CrewJobs first render it. */
export function firstPaintHtml(jobs: CrewJob[], day: string, icons: FirstPaintIcons): string {
  return (
    '<div class="min-h-screen bg-slate-100 text-slate-900"><header class="bg-slate-900 text-white">' +
    '<div class="mx-auto flex min-h-14 max-w-xl items-center justify-between gap-2 px-4">' +
    `<a href="${paths.crew}" class="flex min-w-0 items-center gap-1.5 py-3 text-[15px] font-bold tracking-tight">` +
    '<span class="truncate">Chennai Outdoor Media</span><span class="shrink-0 rounded-md bg-brand-700 px-1.5 py-0.5 text-xs font-semibold tracking-normal">Crew</span></a>' +
    '<button type="button" class="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-slate-100 hover:bg-slate-800">' +
    `${icons.signOut}Sign out</button></div></header>` +
    '<main id="main" class="mx-auto max-w-xl px-4 pt-3 pb-16"><h1 class="mt-4 text-2xl font-bold text-slate-900">Your jobs</h1>' +
    '<div class="mt-3 space-y-3"><div role="status" aria-live="polite"></div></div>' +
    `${jobsHtml(jobs, day, icons)}</main></div>`
  );
}
