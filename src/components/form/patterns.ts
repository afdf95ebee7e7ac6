/**
 * Shapes shared by the public forms' zod schemas; the database checks the same shapes.
 * "text, at sign, text, dot, text" (SPEC section 5).
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Exactly ten digits (SPEC section 9). */
export const tenDigitPattern = /^\d{10}$/;
