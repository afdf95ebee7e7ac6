import { describe, expect, it } from 'vitest';
import { authSettingsFrom, projectConfigPath, readAuthSettings } from './settings.ts';

describe('auth settings from supabase/config.toml', () => {
  it('the project file keeps sign-up closed and gives 10-digit link codes, a day per link, one e-mail a minute', () => {
    expect(readAuthSettings(projectConfigPath(process.cwd()))).toMatchObject({
      siteUrl: 'http://localhost:5173',
      additionalRedirectUrls: ['http://localhost:4173'],
      jwtExpirySeconds: 3600,
      enableSignup: false,
      enableAnonymousSignIns: false,
      enableEmailProvider: true,
      enableConfirmations: false,
      otpLength: 10,
      otpExpirySeconds: 86_400,
      maxFrequencySeconds: 60,
      templates: {
        invite: { subject: 'You have been invited to the Chennai Outdoor Media back office', contentPath: './supabase/templates/invite.html' },
        recovery: { subject: 'Reset your Chennai Outdoor Media password', contentPath: './supabase/templates/recovery.html' },
      },
      rateLimits: { emailSentPerHour: 30, signInSignUpsPerFiveMinutes: 30, tokenVerificationsPerFiveMinutes: 30, anonymousUsersPerHour: 30 },
    });
  });

  it('falls back to the Supabase CLI’s defaults and reads Go durations', () => {
    expect(authSettingsFrom('[auth.email]\nmax_frequency = "1m30s"\n')).toEqual({
      siteUrl: 'http://127.0.0.1:3000',
      additionalRedirectUrls: [],
      jwtExpirySeconds: 3600,
      enableSignup: true,
      enableAnonymousSignIns: false,
      minimumPasswordLength: 6,
      enableEmailProvider: true,
      enableConfirmations: false,
      otpLength: 6,
      otpExpirySeconds: 3600,
      maxFrequencySeconds: 90,
      templates: {},
      rateLimits: { emailSentPerHour: 2, signInSignUpsPerFiveMinutes: 30, tokenVerificationsPerFiveMinutes: 30, anonymousUsersPerHour: 30 },
    });
  });

  it('reads what a test instance opens', () => {
    const settings = authSettingsFrom(
      '[auth]\nenable_signup = true\nenable_anonymous_sign_ins = true\njwt_expiry = 600\n[auth.email]\nenable_confirmations = true\n[auth.rate_limit]\nemail_sent = 5\n',
    );
    expect(settings).toMatchObject({ enableSignup: true, enableAnonymousSignIns: true, jwtExpirySeconds: 600, enableConfirmations: true, rateLimits: { emailSentPerHour: 5 } });
  });

  it('refuses what GoTrue would refuse, naming the setting', () => {
    expect(() => authSettingsFrom('[auth.email]\notp_length = 12\n')).toThrow('auth.email.otp_length must be between 6 and 10');
    expect(() => authSettingsFrom('[auth.email]\nmax_frequency = "soon"\n')).toThrow('auth.email.max_frequency must be a duration');
    expect(() => authSettingsFrom('[auth]\nenable_signup = "yes"\n')).toThrow('auth.enable_signup must be true or false');
    expect(() => authSettingsFrom('[auth]\nadditional_redirect_urls = "x"\n')).toThrow('auth.additional_redirect_urls must be a list of strings');
  });
});
