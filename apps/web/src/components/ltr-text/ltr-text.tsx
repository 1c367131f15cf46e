import type { ReactNode } from 'react';

/** Phone numbers and ids read left to right even in Arabic, where "+1 555" would otherwise turn into "555 1+". */
export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
