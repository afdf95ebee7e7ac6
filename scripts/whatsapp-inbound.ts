/**
 * Plays Meta's side of WhatsApp on the stand-in (docs/decisions/117): sends the webhook a message as the Cloud API
 * would, signed with the local app secret, so a new number becomes a lead in the inbox and a known one's conversation
 * grows. With --image or --document, the file is first uploaded to the stand-in's graph, as a customer's photo is.
 * Staff replies land in .local/outbox/whatsapp/.
 *
 *   npm run whatsapp:inbound -- --from 9840012345 --name "Senthil Kumar" --text "Rate for a hoarding on OMR?"
 *   npm run whatsapp:inbound -- --from 9840012345 --image wall.jpg --text "This wall"
 *   Options: --url http://localhost:5173 (the site, default), --secret <app secret> (default the local one).
 */
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { parseArgs } from 'node:util';
import { deliver, messageDelivery, uploadMedia } from '../supabase/local/graph/inbound.ts';
import { LOCAL_WHATSAPP } from '../supabase/local/graph/local-values.ts';

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.pdf': 'application/pdf' };

async function main(): Promise<string> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      name: { type: 'string', default: '' },
      text: { type: 'string', default: '' },
      image: { type: 'string' },
      document: { type: 'string' },
      url: { type: 'string', default: 'http://localhost:5173' },
      secret: { type: 'string', default: LOCAL_WHATSAPP.appSecret },
    },
  });
  if (!values.from) throw new Error('Usage: npm run whatsapp:inbound -- --from <phone> [--name <profile name>] [--text <message>] [--image|--document <file>]');
  // Meta writes the number with its country code: a ten-digit Indian number gets 91.
  const from = values.from.replace(/\D/g, '').replace(/^(\d{10})$/, '91$1');
  const file = values.image ?? values.document;
  let media;
  if (file) {
    const type = TYPES[extname(file).toLowerCase()];
    if (!type) throw new Error(`Send a ${Object.keys(TYPES).join(', ')} file.`);
    const id = await uploadMedia(values.url, new Uint8Array(readFileSync(file)), type, basename(file));
    media = { id, kind: values.image ? ('image' as const) : ('document' as const), type, filename: basename(file), caption: values.text || undefined };
  }
  const answer = await deliver(values.url, messageDelivery({ from, name: values.name, text: values.text, media }), values.secret);
  return `The webhook answered ${answer.status}: ${await answer.text()}`;
}

main().then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  },
);
