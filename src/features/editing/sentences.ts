import { contentTypes, type ContentTable } from '@/config/content-types';

/** 'blog post', 'success story': the content type's record word (src/config/content-types.ts) inside a sentence. */
export const recordWord = (table: ContentTable): string => contentTypes[table].record.toLowerCase();

const list = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** 'Meera Krishnan is editing this blog post.' / 'Meera Krishnan and Arjun Rao are editing this blog post.' */
export function editingSentence(names: readonly string[], table: ContentTable): string {
  return `${list.format(names)} ${names.length === 1 ? 'is' : 'are'} editing this ${recordWord(table)}.`;
}

const clock = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });

/** '4:05 pm' in India time (docs/decisions/052), whatever the browser's zone. */
const indiaClock = (moment: string): string => clock.format(new Date(moment)).toLowerCase().replace(/\s+/g, ' ');

/** Why a save was refused: who saved the record after this screen loaded it, when, and what to do now. */
export function staleSaveSentence(table: ContentTable, savedBy: { name: string; at: string } | null): string {
  const who = savedBy ? `${savedBy.name} saved this ${recordWord(table)} at ${indiaClock(savedBy.at)}` : `Someone saved this ${recordWord(table)}`;
  return `${who}${savedBy ? ',' : ''} after you opened it. Your changes are still here: copy what you need, then reload to see theirs.`;
}
