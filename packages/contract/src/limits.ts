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
  /** Spec §9, per media kind; audio falls under its "larger type". */
  mediaMaxBytes: { image: 5_242_880, video: 16_305_412, document: 16_305_412, audio: 104_857_600 },
  /** Spec §9: no upload is larger, whatever its type. */
  mediaUploadMaxBytes: 104_857_600,
  /** Spec §5: a template header sample sent for a media handle. */
  headerSampleMaxBytes: 5_242_880,
  /** A CSV or XLSX file of contacts to import. */
  contactImportMaxBytes: 52_428_800,
  /** Data rows of one campaign sheet (its header aside). */
  campaignSheetMaxRows: 200_000,
} as const;
