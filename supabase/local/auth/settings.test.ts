import { describe, expect, it } from 'vitest';
import { authSettingsFrom, readAuthSettings } from './settings.ts';

describe('auth settings from supabase/config.toml', () => {
  it('the project file gives the stand-in 10-digit link codes, a day per link, one reset a minute, 30 verifications', () => {
    expect(readAuthSettings(process.cwd())).toEqual({
      otpLength: 10,
      otpExpirySeconds: 86_400,
      maxFrequencySeconds: 60,
      tokenVerificationsPerFiveMinutes: 30,
    });
  });

  it('falls back to GoTrue’s defaults and reads Go durations', () => {
    expect(authSettingsFrom('[auth.email]\nmax_frequency = "1m30s"\n')).toEqual({
      otpLength: 6,
      otpExpirySeconds: 3600,
      maxFrequencySeconds: 90,
      tokenVerificationsPerFiveMinutes: 30,
    });
  });

  it('refuses what GoTrue would refuse, naming the setting', () => {
    expect(() => authSettingsFrom('[auth.email]\notp_length = 12\n')).toThrow('auth.email.otp_length must be between 6 and 10');
    expect(() => authSettingsFrom('[auth.email]\nmax_frequency = "soon"\n')).toThrow('auth.email.max_frequency must be a duration');
  });
});
