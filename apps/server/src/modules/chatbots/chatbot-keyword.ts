/** How a customer's message is compared with keywords: case, accents and extra spaces aside. */
export function keywordKeyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLocaleLowerCase('und')
    .replace(/\s+/g, ' ')
    .trim();
}
