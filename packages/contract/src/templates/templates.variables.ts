const placeholder = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** A text's variables in the order they appear, as written between the braces: `['1', '2']`. */
export const templateVariables = (text: string | undefined): string[] =>
  [...(text ?? '').matchAll(placeholder)].map((match) => match[1] ?? '');

/** How many example values a text needs: one per distinct variable. */
export const variableCount = (text: string | undefined): number => new Set(templateVariables(text)).size;
