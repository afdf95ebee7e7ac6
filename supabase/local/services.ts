import { startAuth } from './auth/index.ts';
import { startCron } from './cron/index.ts';
import { createFunctions } from './functions/index.ts';
import { startGraph } from './graph/index.ts';
import { startNet } from './net/index.ts';
import { startRealtime } from './realtime/index.ts';
import { startRest } from './rest/index.ts';
import { startStorage } from './storage/index.ts';
import type { StartService } from './service.ts';

/**
 * Every service of the stand-in, one line each, started in this order and stopped in reverse.
 * Adding a service is one folder (supabase/local/<service>/index.ts exporting a StartService) and one line here.
 */
export const SERVICES: readonly StartService[] = [
  startRest, //       /rest/v1
  startAuth, //       /auth/v1
  startRealtime, //   /realtime/v1
  createFunctions, // /functions/v1
  startStorage, //    /storage/v1
  startNet, //        pg_net's worker and Vault's local secrets, for the jobs (no requests)
  startCron, //       pg_cron's jobs, every minute (no requests)
  startGraph, //      /_stand-in/graph: WhatsApp's Cloud API, kept in the outbox
];
