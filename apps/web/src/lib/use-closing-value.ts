import { useState } from 'react';

/** What a dialog showed while open, kept while it fades out so its text does not change on the way. */
export function useClosingValue<T>(value: T, open: boolean): T {
  const [kept, setKept] = useState(value);
  if (open && kept !== value) setKept(value);
  return open ? value : kept;
}
