import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  checkPasswordPolicy,
  isPasswordValid,
  newPassword,
} from './passwordPolicy.ts';

describe('password policy (platform §5, §9)', () => {
  it.each([
    ['Abcdefgh1!x', true, '11 chars with all four classes'],
    ['Abcdefgh1!', false, '10 chars is too short'],
    ['abcdefgh1!xy', false, 'no uppercase'],
    ['ABCDEFGH1!XY', false, 'no lowercase'],
    ['Abcdefghi!xy', false, 'no digit'],
    ['Abcdefgh1xyz', false, 'no special'],
    ['Abcdefgh1 xy', true, 'space counts as special'],
    ['Abcdefgh1"xy', false, 'a double quote is not in the list'],
    ['Abcdefgh1:xy', false, 'a colon is not in the list'],
    ['Abcdefgh1~xy', false, 'a tilde is not in the list'],
    ['a'.repeat(33), true, 'longer than 32 characters is valid alone'],
    ['a'.repeat(32), false, 'exactly 32 lowercase is not'],
    ['', false, 'empty'],
  ])('%j -> %s (%s)', (pw, valid) => {
    expect(isPasswordValid(pw)).toBe(valid);
    expect(newPassword.safeParse(pw).success).toBe(valid);
  });

  it('§5: every character of the special list counts', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe("^!@#$%&*(){}+=_-<>,.?/[]\\|;' ");
    for (const c of PASSWORD_SPECIAL_CHARACTERS) {
      expect(isPasswordValid(`Abcdefgh1${c}x`), `char ${JSON.stringify(c)}`).toBe(true);
    }
  });

  it('§5: live indicators report each rule separately', () => {
    expect(checkPasswordPolicy('abc')).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      digit: false,
      special: false,
      passphrase: false,
      valid: false,
    });
    expect(checkPasswordPolicy('Ab1!').special).toBe(true);
  });
});
