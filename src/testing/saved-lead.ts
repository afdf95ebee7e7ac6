import { expect } from 'vitest';

/** What every public form adds to the lead row it saves: its own id and the spam signals (decision 025). */
export const savedLeadExtras = { id: expect.any(String), form_trap: '', form_elapsed_ms: expect.any(Number) };
