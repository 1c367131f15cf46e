import type { TemplateStatus } from '@parley/contract';

export type StatusColor = 'success' | 'warning' | 'error' | 'default';

/** A status's chip colour: approved green, under review amber, refused red, out of use grey. */
export function statusColor(status: TemplateStatus): StatusColor {
  switch (status) {
    case 'APPROVED':
      return 'success';
    case 'PENDING':
    case 'IN_APPEAL':
      return 'warning';
    case 'REJECTED':
      return 'error';
    default:
      return 'default';
  }
}
