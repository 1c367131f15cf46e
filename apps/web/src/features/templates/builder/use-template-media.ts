import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

const headerSlot = 'header';

/**
 * The files picked for the header and for each carousel card, as object URLs for the preview. Cards
 * get keys that stay with them when another card is removed; a replaced or dropped file's URL is
 * revoked.
 */
export function useTemplateMedia() {
  const urls = useRef(new Map<string, string>());
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [cardKeys, setCardKeys] = useState<string[]>([]);

  const show = useCallback((slot: string, file: File | undefined) => {
    const previous = urls.current.get(slot);
    if (previous) URL.revokeObjectURL(previous);
    if (file) urls.current.set(slot, URL.createObjectURL(file));
    else urls.current.delete(slot);
    rerender();
  }, []);

  useEffect(() => {
    const current = urls.current;
    return () => {
      for (const url of current.values()) URL.revokeObjectURL(url);
      current.clear();
    };
  }, []);

  return {
    headerUrl: urls.current.get(headerSlot),
    showHeader: (file: File | undefined) => show(headerSlot, file),
    cardKeys,
    cardUrls: cardKeys.map((key) => urls.current.get(key)),
    showCard: show,
    /** Starts the carousel over with this many cards, none with media. */
    resetCards: (count: number) => {
      for (const key of cardKeys) show(key, undefined);
      setCardKeys(Array.from({ length: count }, () => crypto.randomUUID()));
    },
    addCard: () => setCardKeys((keys) => [...keys, crypto.randomUUID()]),
    removeCard: (index: number) => {
      const key = cardKeys[index];
      if (key) show(key, undefined);
      setCardKeys((keys) => keys.filter((_, other) => other !== index));
    },
  };
}

export type TemplateMedia = ReturnType<typeof useTemplateMedia>;
