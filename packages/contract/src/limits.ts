/** Limits from the product spec §9 and the security baseline. */
export const limits = {
  otpLength: 6,
  otpTtlSeconds: 10 * 60,
  otpMaxAttempts: 5,
  /** Failed sign-ins for one user name before each further try is slowed down. */
  signInFailuresBeforeDelay: 3,
  /** Failed sign-ins for one user name before it is refused for `signInLockSeconds`. */
  signInFailuresBeforeLock: 10,
  signInLockSeconds: 15 * 60,
  toastAutoHideMs: 3000,
} as const;
