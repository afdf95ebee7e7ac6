import { setupServer } from 'msw/node';

/** Tests add their handlers with server.use(...) (see ./rest.ts for /rest/v1 helpers). */
export const server = setupServer();
