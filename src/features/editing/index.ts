/** Editing presence and stale saves are back office only; see admin.ts. */
export {};
