import '../zod-without-eval';
import * as z from 'zod/mini';

describe('zod-without-eval', () => {
  it('turns off Zod’s compiled parsers, so no schema needs eval', () => {
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(schema.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
    expect(compile).not.toHaveBeenCalled();
  });
});
