import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFilterChanges } from '../use-filter-changes';

/** The address as the router gives it: it catches up with each change later, one at a time. */
function renderChanges(initial: string) {
  const written: string[] = [];
  const hook = renderHook(({ paramsKey }) => useFilterChanges(paramsKey, (next) => written.push(next.toString())), { initialProps: { paramsKey: initial } });
  return { written, hook, arrive: (paramsKey: string) => hook.rerender({ paramsKey }) };
}

describe("the sites' filter changes", () => {
  it('build on each other while the address catches up, the first change arriving after the second was asked for', () => {
    const { written, hook, arrive } = renderChanges('');
    act(() => hook.result.current({ locality: 'OMR', page: 1 }));
    act(() => hook.result.current({ from: '2026-12-01', page: 1 }));
    arrive(written[0]);
    act(() => hook.result.current({ to: '2026-12-31', page: 1 }));
    expect(written.at(-1)).toBe('locality=OMR&from=2026-12-01&to=2026-12-31');
  });

  it('start again from the address when it changes from elsewhere', () => {
    const { written, hook, arrive } = renderChanges('locality=OMR');
    act(() => hook.result.current({ from: '2026-12-01', page: 1 }));
    arrive('locality=ECR');
    act(() => hook.result.current({ format: 'unipole', page: 1 }));
    expect(written.at(-1)).toBe('locality=ECR&format=unipole');
  });
});
