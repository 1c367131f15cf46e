import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's state kept in the address: `read` turns the address into state, `write` applies a change
 * to an address. A change is written over the last change made, not over the address the last
 * render saw: React may not have rendered the previous change yet (a busy machine, two quick
 * edits), and writing over the older address would silently undo it. Nor over the address of the
 * render that made the callback: a search box calls it once typing pauses, renders later.
 */
export function useAddressState<State>(
  read: (params: URLSearchParams) => State,
  write: (params: URLSearchParams, change: Partial<State>) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  rendered.current = params;
  const unrendered = useRef<string>(undefined);
  if (unrendered.current === params.toString()) unrendered.current = undefined;

  const update = (change: Partial<State>) => {
    const next = write(new URLSearchParams(unrendered.current ?? rendered.current), change);
    unrendered.current = next.toString();
    setParams(next, { replace: true });
  };
  return [read(params), update] as const;
}
