/**
 * Text from outside (an ad's headline) set into a translated sentence, isolated so that its own
 * direction holds: an English headline in an Arabic sentence would otherwise pull the quotation
 * marks around it to the wrong side.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
