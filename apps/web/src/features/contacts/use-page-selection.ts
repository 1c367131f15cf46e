import { useState } from 'react';

/**
 * The rows ticked on one page of a table. Another page, search or order (a new `pageKey`) starts
 * with nothing ticked, so a bulk action never reaches rows the user can no longer see.
 */
export function usePageSelection(pageKey: string) {
  const [selection, setSelection] = useState<{ pageKey: string; ids: string[] }>({ pageKey, ids: [] });
  const selected = selection.pageKey === pageKey ? selection.ids : [];
  const setSelected = (ids: string[]) => setSelection({ pageKey, ids });
  return [selected, setSelected] as const;
}
