/**
 * The one shape of a query key (docs/decisions/021-api-naming-and-query-keys.md):
 * `[resource]` for everything of a resource (what mutations and live updates invalidate),
 * `[resource, 'list', params]` for a list and `[resource, 'detail', id]` for one record.
 */
export function resourceKeys<R extends string>(resource: R) {
  return {
    all: [resource] as const,
    list: <P extends Record<string, unknown>>(params: P) => [resource, 'list', params] as const,
    detail: <I extends string | null>(id: I) => [resource, 'detail', id] as const,
  };
}
