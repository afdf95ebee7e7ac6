import { describe, expect, it } from 'vitest';
import { dueText, isOverdue, loadedWhen, othersWaitingText, sortJobs, stateText, waitingText, type JobSummary } from '../job-words';
import { JOB_CLOSED_MESSAGE, rowOutcome, storageOutcome } from '../send-outcome';
import { requiredShots } from '@/catalogue/proof-shots';

/** The crew pages' words and rules (docs/decisions/057): shots, states, due days, the list's order, and how an upload's answer is read. */

describe('requiredShots', () => {
  it('mirrors job_required_shots(): night only for a lit site, two shots to take an ad down', () => {
    expect(requiredShots('mounting', 'non_lit')).toEqual(['close_up', 'approach', 'newspaper']);
    expect(requiredShots('mounting', 'front_lit')).toEqual(['close_up', 'approach', 'newspaper', 'night']);
    expect(requiredShots('mounting', 'backlit')).toEqual(['close_up', 'approach', 'newspaper', 'night']);
    expect(requiredShots('dismantling', 'front_lit')).toEqual(['close_up', 'approach']);
  });
});

describe('job words', () => {
  it('words each state, a re-shoot with its reason', () => {
    expect(stateText('todo', null)).toBe('To do');
    expect(stateText('mounted', null)).toBe('Photos sent — awaiting approval');
    expect(stateText('approved', null)).toBe('Approved');
    expect(stateText('reshoot', 'The close-up was taken 400 m away.')).toBe('Re-shoot needed: The close-up was taken 400 m away.');
  });

  it('words the due day, overdue only while photos are still wanted', () => {
    const day = '2026-11-26';
    expect(dueText({ state: 'todo', due_on: '2026-11-26' }, day)).toBe('Due today');
    expect(dueText({ state: 'todo', due_on: '2026-11-27' }, day)).toBe('Due tomorrow');
    expect(dueText({ state: 'todo', due_on: '2026-11-28' }, day)).toBe('Due Sat 28 Nov 2026');
    expect(dueText({ state: 'todo', due_on: '2026-11-25' }, day)).toBe('Overdue: due yesterday');
    expect(dueText({ state: 'reshoot', due_on: '2026-11-24' }, day)).toBe('Overdue: due Tue 24 Nov 2026');
    expect(isOverdue({ state: 'mounted', due_on: '2026-11-24' }, day)).toBe(false);
  });

  it('counts the photos waiting', () => {
    expect(waitingText(0)).toBeNull();
    expect(waitingText(1)).toBe('1 photo waiting to upload');
    expect(waitingText(3)).toBe('3 photos waiting to upload');
  });

  it('says whom another person’s photos wait for', () => {
    expect(othersWaitingText(1, 'Karthik Murugan')).toBe('1 photo taken by Karthik Murugan waits for them to sign in on this phone.');
    expect(othersWaitingText(3, 'Karthik Murugan')).toBe('3 photos taken by Karthik Murugan wait for them to sign in on this phone.');
    expect(othersWaitingText(2, null)).toBe('2 photos wait for the crew member who took them to sign in on this phone.');
  });

  it('says when a page kept on the phone was loaded, in the phone’s time', () => {
    const now = new Date(2026, 10, 26, 15, 30).getTime();
    expect(loadedWhen(new Date(2026, 10, 26, 9, 5).getTime(), now)).toBe('at 09:05 today');
    expect(loadedWhen(new Date(2026, 10, 25, 18, 40).getTime(), now)).toBe('at 18:40 yesterday');
    expect(loadedWhen(new Date(2026, 10, 24, 7, 0).getTime(), now)).toBe('on 24 Nov at 07:00');
    expect(loadedWhen(new Date(2026, 10, 30, 23, 59).getTime(), new Date(2026, 11, 1, 0, 10).getTime())).toBe('at 23:59 yesterday');
  });

  it('orders overdue work first, then by due day (re-shoots first on a day), approved last', () => {
    const job = (id: string, state: string, due_on: string, code = id): JobSummary => ({ id, kind: 'mounting', state, due_on, reshoot_reason: null, site: { code, name: id } });
    const day = '2026-11-26';
    const jobs = [
      job('done', 'approved', '2026-11-20'),
      job('later', 'todo', '2026-11-30'),
      job('today', 'todo', '2026-11-26', 'B'),
      job('today-reshoot', 'reshoot', '2026-11-26', 'C'),
      job('sent-early', 'mounted', '2026-11-24'),
      job('late', 'todo', '2026-11-25'),
      job('very-late', 'reshoot', '2026-11-20'),
    ];
    expect(sortJobs(jobs, day).map((each) => each.id)).toEqual(['very-late', 'late', 'sent-early', 'today-reshoot', 'today', 'later', 'done']);
  });
});

describe('reading an upload’s answer', () => {
  it('counts a duplicate file as stored, and refuses for good what the policy or the bucket refuses', () => {
    expect(storageOutcome(null)).toBeNull();
    expect(storageOutcome({ name: 'StorageApiError', statusCode: '409', message: 'The resource already exists' })).toBeNull();
    expect(storageOutcome({ name: 'StorageApiError', statusCode: '400', message: 'Duplicate' })).toBeNull();
    expect(storageOutcome({ name: 'StorageApiError', statusCode: '403', message: 'new row violates row-level security policy' })).toEqual({ kind: 'refused', message: JOB_CLOSED_MESSAGE });
    expect(storageOutcome({ name: 'StorageApiError', statusCode: '413', message: 'too large' })).toMatchObject({ kind: 'refused' });
  });

  it('tries again after no answer, a server error or an expired session', () => {
    expect(storageOutcome({ name: 'StorageUnknownError', message: 'Failed to fetch' })).toMatchObject({ kind: 'retry' });
    expect(storageOutcome({ name: 'StorageApiError', statusCode: '500', message: 'Internal Server Error' })).toMatchObject({ kind: 'retry' });
    expect(storageOutcome({ name: 'StorageApiError', statusCode: '400', message: 'jwt expired' })).toMatchObject({ kind: 'retry' });
    expect(rowOutcome({ code: '', message: 'TypeError: Failed to fetch' }, 0)).toMatchObject({ kind: 'retry' });
    expect(rowOutcome({ code: 'PGRST301', message: 'JWT expired' }, 401)).toMatchObject({ kind: 'retry' });
  });

  it('reads the row’s refusals: the policy, and the database’s own sentences', () => {
    expect(rowOutcome(null, 201)).toEqual({ kind: 'sent' });
    expect(rowOutcome({ code: '42501', message: 'new row violates row-level security policy' }, 403)).toEqual({ kind: 'refused', message: JOB_CLOSED_MESSAGE });
    expect(rowOutcome({ code: 'PT422', message: 'Upload the photo before recording it.' }, 422)).toEqual({ kind: 'refused', message: 'Upload the photo before recording it.' });
  });
});
