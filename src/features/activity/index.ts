/** The activity log is for admins only (see admin.ts); visitors never see it, so the public entry exports nothing. */
export {};
