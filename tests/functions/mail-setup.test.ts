import { describe, expect, it } from 'vitest';
import { mailSetup } from '../../supabase/functions/_shared/email-text.ts';

const envOf = (values: Record<string, string>) => (name: string) => values[name];

describe("the agency's e-mail is sent only from its own domain", () => {
  it('sends with a key and a sender on the agency domain', () => {
    const setup = mailSetup(envOf({ RESEND_API_KEY: 're_key', CONTACT_FROM_EMAIL: 'Chennai Outdoor Media <leads@chennaioutdoormedia.in>' }));
    expect(setup).toEqual({ apiKey: 're_key', from: 'Chennai Outdoor Media <leads@chennaioutdoormedia.in>' });
  });

  it.each([
    [{}, 'RESEND_API_KEY is not set'],
    [{ RESEND_API_KEY: 're_key' }, "CONTACT_FROM_EMAIL is not set: it must be an address on the agency's own domain, verified with Resend"],
    [{ RESEND_API_KEY: 're_key', CONTACT_FROM_EMAIL: '  ' }, "CONTACT_FROM_EMAIL is not set: it must be an address on the agency's own domain, verified with Resend"],
    [
      { RESEND_API_KEY: 're_key', CONTACT_FROM_EMAIL: 'Chennai Outdoor Media <onboarding@resend.dev>' },
      "CONTACT_FROM_EMAIL is Resend's test sender: use an address on the agency's own verified domain",
    ],
    [{ RESEND_API_KEY: 're_key', CONTACT_FROM_EMAIL: 'onboarding@RESEND.dev' }, "CONTACT_FROM_EMAIL is Resend's test sender: use an address on the agency's own verified domain"],
  ])('sends nothing with %o, and says what is missing', (env, missing) => {
    expect(mailSetup(envOf(env))).toEqual({ missing });
  });
});
