import { RealtimeClient } from '@supabase/realtime-js';
import { expect, it } from 'vitest';
import { decodeUserBroadcastPush, encodeUserBroadcast } from './binary-frames.ts';

/** The binary broadcast frames, checked against realtime-js's own serializer (the other end of the wire). */

// Never connected: only its serializer is used.
const { serializer } = new RealtimeClient('ws://localhost/realtime/v1', { params: { apikey: 'unused' } });

function encoded(message: Parameters<typeof serializer.encode>[0]): Buffer {
  let result: ArrayBuffer | string = '';
  serializer.encode(message, (out: ArrayBuffer | string) => (result = out));
  if (typeof result === 'string') throw new Error('expected a binary frame');
  return Buffer.from(result);
}

it('decodes the user broadcast push realtime-js sends for a JSON payload', () => {
  const frame = encoded({ join_ref: '1', ref: '7', topic: 'realtime:room', event: 'broadcast', payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } } });
  const push = decodeUserBroadcastPush(frame);
  expect(push).toMatchObject({ joinRef: '1', ref: '7', topic: 'realtime:room', userEvent: 'cursor', encoding: 'json' });
  expect(JSON.parse(push?.payload.toString() ?? '')).toEqual({ x: 1 });
});

it('keeps a binary payload as bytes', () => {
  const bytes = new Uint8Array([0, 1, 2, 255]).buffer;
  const push = decodeUserBroadcastPush(encoded({ join_ref: '1', ref: '2', topic: 'realtime:room', event: 'broadcast', payload: { event: 'blob', payload: bytes } }));
  expect(push?.encoding).toBe('binary');
  expect([...(push?.payload ?? [])]).toEqual([0, 1, 2, 255]);
});

it('encodes a user broadcast realtime-js decodes as a broadcast message', () => {
  const frame = encodeUserBroadcast('realtime:room', 'cursor', 'json', Buffer.from('{"x":1}'));
  let decoded: unknown;
  serializer.decode(frame?.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength) as ArrayBuffer, (message: unknown) => (decoded = message));
  expect(decoded).toEqual({
    join_ref: null,
    ref: null,
    topic: 'realtime:room',
    event: 'broadcast',
    payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
  });
});

it('refuses what is not a user broadcast push, or is cut short', () => {
  expect(decodeUserBroadcastPush(Buffer.from([4, 0, 0, 0, 0]))).toBeNull();
  expect(decodeUserBroadcastPush(Buffer.from([3, 5, 0, 0, 0, 0, 1, 65]))).toBeNull();
});
