import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's state kept in the address: `read` turns the address into state, `write` applies a change
 * to an address. A change is written over the last change made, not over the address the last
 * render saw: React may not have rendered the previous change yet (a busy machine, two quick
 * edits), and writing over the older address would silently undo it.
 */
export function useAddressState<State>(
  read: (params: URLSearchParams) => State,
  write: (params: URLSearchParams, change: Partial<State>) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const unrendered = useRef<string>(undefined);
  if (unrendered.current === params.toString()) unrendered.current = undefined;

  const update = (change: Partial<State>) => {
    const next = write(new URLSearchParams(unrendered.current ?? params), change);
    unrendered.current = next.toString();
    setParams(next, { replace: true });
  };
  return [read(params), update] as const;
}
