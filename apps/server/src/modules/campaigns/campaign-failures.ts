/**
 * What a failed send's Cloud API code means for the person who sent the campaign, and whether the
 * same message may succeed when sent again later (a follow-up "retry the retryable failures").
 * Codes and meanings: /work/shared/reference/whatsapp-cloud-api.md, "Error codes".
 */
const failures: Record<number, { reason: string; retryable: boolean }> = {
  1: { reason: 'WhatsApp had a temporary problem. Sending again later usually works.', retryable: true },
  2: { reason: 'WhatsApp was briefly unavailable. Sending again later usually works.', retryable: true },
  368: { reason: 'The WhatsApp Business account is restricted for a policy violation.', retryable: false },
  470: {
    reason: 'More than 24 hours passed since the customer last wrote; only a template can be sent.',
    retryable: false,
  },
  130403: { reason: 'The business blocked this customer on WhatsApp.', retryable: false },
  130429: {
    reason: "The number's sending rate was exceeded. Sending again later works.",
    retryable: true,
  },
  130472: {
    reason: "Meta held the message back: the customer's number is part of a Meta experiment.",
    retryable: false,
  },
  130497: { reason: 'The business may not message customers in this country.', retryable: false },
  131000: { reason: 'The send failed for an unknown reason. Sending again may work.', retryable: true },
  131016: { reason: 'WhatsApp was temporarily unavailable. Sending again later works.', retryable: true },
  131021: { reason: "The customer's number is the business's own number.", retryable: false },
  131026: {
    reason:
      'The message could not be delivered: the number is not on WhatsApp, has not accepted its terms, or uses an old app.',
    retryable: false,
  },
  131031: { reason: 'The WhatsApp Business account is locked or restricted.', retryable: false },
  131042: {
    reason: 'A payment problem on the WhatsApp Business account (payment method or credit line).',
    retryable: false,
  },
  131047: {
    reason: 'More than 24 hours passed since the customer last wrote; only a template can be sent.',
    retryable: false,
  },
  131048: {
    reason: 'The number is limited because customers blocked or reported its messages.',
    retryable: false,
  },
  131049: {
    reason:
      'Meta did not deliver it to keep engagement healthy (marketing limit per customer, or marketing to US numbers). Try again after 24 hours.',
    retryable: true,
  },
  131050: { reason: 'The customer stopped marketing messages from this business.', retryable: false },
  131056: {
    reason: 'Too many messages to this customer in a short time. Sending again later works.',
    retryable: true,
  },
  131057: { reason: 'The account was in maintenance. Sending again shortly works.', retryable: true },
  131063: { reason: 'Marketing templates are disabled for this account on the Cloud API.', retryable: false },
  131064: {
    reason: 'The account may not send messages of this template category for now.',
    retryable: false,
  },
  132000: {
    reason: "The number of variables sent does not match the template's.",
    retryable: false,
  },
  132001: {
    reason: 'The template does not exist in this language or is not approved.',
    retryable: false,
  },
  132005: { reason: 'The translated text of the template is too long.', retryable: false },
  132007: { reason: "The template's content breaks WhatsApp's policies.", retryable: false },
  132012: {
    reason: "A variable's value does not have the format the template expects.",
    retryable: false,
  },
  132015: { reason: 'Meta paused the template for low quality.', retryable: false },
  132016: { reason: 'Meta disabled the template for good after repeated low quality.', retryable: false },
  133004: { reason: 'WhatsApp was temporarily unavailable. Sending again later works.', retryable: true },
};

const unknownFailure = {
  reason: 'The provider refused the message; its own words are in the error title.',
  retryable: false,
};

export const failureOf = (code: number | null) =>
  code === null ? unknownFailure : (failures[code] ?? unknownFailure);

/** The codes whose recipients a "retry the retryable failures" follow-up goes to. */
export const retryableErrorCodes = Object.entries(failures)
  .filter(([, failure]) => failure.retryable)
  .map(([code]) => Number(code));
