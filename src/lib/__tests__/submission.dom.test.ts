import { act, renderHook, waitFor } from '@testing-library/react';
import { useSubmission } from '../submission';

/** A send the test answers by hand. */
function deferredSend() {
  let answer: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const send = vi.fn(() => new Promise<void>((resolve, reject) => (answer = { resolve, reject })));
  return { send, resolve: () => answer?.resolve(), reject: (error: Error) => answer?.reject(error) };
}

describe('useSubmission', () => {
  it('is pending while the send runs, then succeeds and calls onSuccess once', async () => {
    const { send, resolve } = deferredSend();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSubmission(send));
    act(() => result.current.submit({ name: 'Priya' }, { onSuccess }));
    expect(send).toHaveBeenCalledWith({ name: 'Priya' });
    expect(result.current.isPending).toBe(true);
    await act(async () => resolve());
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, isError: false, error: null });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('reports a refused send with its error, without onSuccess, until reset', async () => {
    const { send, reject } = deferredSend();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSubmission(send));
    act(() => result.current.submit({}, { onSuccess }));
    await act(async () => reject(new Error('Too many messages from this address today')));
    expect(result.current.isError).toBe(true);
    expect(result.current.error?.message).toBe('Too many messages from this address today');
    expect(onSuccess).not.toHaveBeenCalled();
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false, isError: false, error: null });
  });

  it('drops the answer of a send whose form has gone', async () => {
    const { send, resolve } = deferredSend();
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() => useSubmission(send));
    act(() => result.current.submit({}, { onSuccess }));
    unmount();
    resolve();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await new Promise((settle) => setTimeout(settle, 10));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
