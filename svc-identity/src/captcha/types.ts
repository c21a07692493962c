export interface CaptchaVerifier {
  type: 'altcha' | 'none';
  /** Challenge for the browser widget (altcha only). */
  challenge(): Promise<unknown>;
  /** True when the value proves a solved captcha; a value is accepted once. */
  verify(value: string): Promise<boolean>;
}
