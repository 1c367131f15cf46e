import type { Template, TemplateStatus } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { reviewPollMs, reviewRefetchInterval } from '../api';
import { statusColor } from './template-status';

const listOf = (...statuses: TemplateStatus[]) => ({
  data: statuses.map((status) => ({ status }) as Template),
  totalRecords: statuses.length,
});

describe('template status', () => {
  it('colours approved green, pending amber, rejected red and paused or disabled grey', () => {
    expect(statusColor('APPROVED')).toBe('success');
    expect(statusColor('PENDING')).toBe('warning');
    expect(statusColor('REJECTED')).toBe('error');
    expect(statusColor('PAUSED')).toBe('default');
    expect(statusColor('DISABLED')).toBe('default');
  });

  it('asks for the list again while a template awaits review, and stops once none does', () => {
    expect(reviewRefetchInterval(listOf('APPROVED', 'PENDING'))).toBe(reviewPollMs);
    expect(reviewRefetchInterval(listOf('APPROVED', 'REJECTED', 'PAUSED'))).toBe(false);
    expect(reviewRefetchInterval(undefined)).toBe(false);
  });
});
