import { describe, expect, it } from 'vitest';
import { type MovedStatus, withStatusesPassed } from './inbox.repo';

const at = (second: number) => new Date(Date.UTC(2026, 10, 27, 10, 0, second));
const move = (status: MovedStatus['status'], second: number): MovedStatus => ({
  id: 'm1',
  conversationId: 'c1',
  accountId: 'a1',
  providerMessageId: 'wamid.1',
  status,
  statusAt: at(second),
  error: null,
  assignedAgentId: null,
});

describe('withStatusesPassed', () => {
  it('tells each status a message passed in one batch, in order, each at its own time', () => {
    const told = withStatusesPassed(
      [move('read', 3)],
      [
        { providerMessageId: 'wamid.1', status: 'read', at: at(3) },
        { providerMessageId: 'wamid.1', status: 'delivered', at: at(2) },
        { providerMessageId: 'wamid.1', status: 'delivered', at: at(2) },
        { providerMessageId: 'wamid.2', status: 'delivered', at: at(1) },
      ],
    );
    expect(told.map(({ status, statusAt }) => [status, statusAt])).toEqual([
      ['delivered', at(2)],
      ['read', at(3)],
    ]);
  });

  it('tells no failure on the way to a later status, and matches a message by its callback id too', () => {
    const told = withStatusesPassed(
      [{ ...move('delivered', 2), providerMessageId: null }],
      [
        {
          providerMessageId: 'wamid.1',
          messageId: 'm1',
          status: 'failed',
          at: at(1),
          error: { code: 131026 },
        },
        { providerMessageId: 'wamid.1', messageId: 'm1', status: 'sent', at: at(1) },
        { providerMessageId: 'wamid.1', messageId: 'm1', status: 'delivered', at: at(2) },
      ],
    );
    expect(told.map(({ status }) => status)).toEqual(['sent', 'delivered']);
  });
});
