import { describe, expect, it } from 'vitest';
import { statusColor } from './template-status';

describe('template status', () => {
  it('colours approved green, pending amber, rejected red and paused or disabled grey', () => {
    expect(statusColor('APPROVED')).toBe('success');
    expect(statusColor('PENDING')).toBe('warning');
    expect(statusColor('REJECTED')).toBe('error');
    expect(statusColor('PAUSED')).toBe('default');
    expect(statusColor('DISABLED')).toBe('default');
  });
});
