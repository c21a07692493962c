import { describe, expect, it } from 'vitest';
import { memberNumberError } from './memberNumber.ts';
import { discordCodeError, registerDiscordSigninPath } from './RegisterDiscordPage.tsx';
import { otpauthSecret } from '../mfa/otpauth.ts';
import { recoveryCodeError } from '../signin/MfaForm.tsx';

describe('account forms (platform §5)', () => {
  it('login and account requests: member number at least 100000', () => {
    expect(memberNumberError(99999)).not.toBeNull();
    expect(memberNumberError(100000)).toBeNull();
    expect(memberNumberError(546319)).toBeNull();
    expect(memberNumberError(null)).not.toBeNull();
  });

  it('register-discord signed out goes to /signin/?returnurl=/registerdiscord/{discordid} (§2)', () => {
    expect(registerDiscordSigninPath('123456789012345678')).toBe(
      '/signin/?returnurl=/registerdiscord/123456789012345678',
    );
  });

  it('register-discord asks for the 8-digit code from Discord (spaces and dashes allowed)', () => {
    expect(discordCodeError('1234 5678')).toBeNull();
    expect(discordCodeError('1234-5678')).toBeNull();
    expect(discordCodeError('')).toBe('Enter the 8-digit code the Discord bot sent you');
    expect(discordCodeError('1234567')).toBe('Enter the 8-digit code the Discord bot sent you');
  });

  it('the MFA challenge takes a recovery code in place of the app code (10 letters and digits, case and dash free)', () => {
    expect(recoveryCodeError('abcde-fghij')).toBeNull();
    expect(recoveryCodeError('ABCDE FGHIJ')).toBeNull();
    expect(recoveryCodeError('abcde')).toBe('A recovery code has 10 letters and digits');
    expect(recoveryCodeError('123456')).toBe('A recovery code has 10 letters and digits');
  });

  it('MFA setup shows the secret of the otpauth URL for manual entry', () => {
    expect(otpauthSecret('otpauth://totp/Portal:cadet?secret=JBSWY3DPEHPK3PXP&issuer=Portal')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(otpauthSecret('not a url')).toBeNull();
  });
});
