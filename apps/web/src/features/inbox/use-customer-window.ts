import type { Conversation } from '@parley/contract';
import { useEffect, useState } from 'react';
import { windowRemainingAt } from './customer-window';

/**
 * What is left of the conversation's 24-hour window, ticking every second; 0 once it has closed,
 * so the composer locks without a reload. `receivedAt` is when the conversation's data arrived.
 */
export function useCustomerWindow(conversation: Conversation | undefined, receivedAt: number): number {
  const remainingWhenReceived = conversation?.windowRemainingMs ?? 0;
  const [remaining, setRemaining] = useState(() =>
    windowRemainingAt(remainingWhenReceived, receivedAt, Date.now()),
  );
  useEffect(() => {
    const tick = () => {
      const left = windowRemainingAt(remainingWhenReceived, receivedAt, Date.now());
      setRemaining(left);
      return left;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [remainingWhenReceived, receivedAt]);
  return remaining;
}
