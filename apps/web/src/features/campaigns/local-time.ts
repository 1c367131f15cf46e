const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input shows it: the user's own date and time, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the user's time zone) as the instant the server takes. */
export const fromLocalInput = (value: string): string => new Date(value).toISOString();
