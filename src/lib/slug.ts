/**
 * A row's address on the site: lower-case words of letters and digits joined by single hyphens
 * (`pongal-harvest-2027`, `field-mounting-crew`), the shape the tables' `<table>_slug_format` checks allow.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
