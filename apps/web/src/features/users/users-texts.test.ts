import { teamUserMessages } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import users from '../../locales/en/users.json';

describe('the users page’s English notifications', () => {
  it('say word for word what the spec says (§8 users)', () => {
    expect(users.messages).toEqual(teamUserMessages);
  });
});
