import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSendGate } from './send-gate';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Places asked for at once; answers which of them were given by now. */
function ask(gate: ReturnType<typeof createSendGate>, count: number) {
  const given: ((reachedProvider: boolean) => void)[] = [];
  for (let index = 0; index < count; index++) void gate.place().then((end) => given.push(end));
  return given;
}

describe('the send gate of a channel at 3 a second', () => {
  it('holds a fourth send until a second after an answer, however long the sends took', async () => {
    const gate = createSendGate(3);
    const given = ask(gate, 4);
    await vi.advanceTimersByTimeAsync(0);
    expect(given).toHaveLength(3);

    // Two seconds in flight: an answer late in coming may have reached the provider just now.
    await vi.advanceTimersByTimeAsync(2000);
    expect(given).toHaveLength(3);
    given[0]?.(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(given).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(given).toHaveLength(4);
  });

  it('gives the place of a send that never went out back at once', async () => {
    const gate = createSendGate(3);
    const given = ask(gate, 4);
    await vi.advanceTimersByTimeAsync(0);
    given[1]?.(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(given).toHaveLength(4);
  });

  it('follows a new rate', async () => {
    const gate = createSendGate(3);
    const given = ask(gate, 5);
    await vi.advanceTimersByTimeAsync(0);
    gate.setRate(5);
    given[0]?.(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(given).toHaveLength(5);
  });
});
