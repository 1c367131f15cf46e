const providerNames = /\b(Meta|Facebook|Gupshup)\b/g;

/** Errors shown to users speak of "Our" service, never of the messaging provider behind it (spec §7). */
export const replaceProviderName = (message: string): string => message.replace(providerNames, 'Our');
