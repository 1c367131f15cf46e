import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { TemplateStatusChip } from './template-status-chip';

describe('TemplateStatusChip', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['template-list']);
  });
  afterEach(cleanup);

  it('writes a rejection’s reason in the user’s language, with the reviewer’s explanation and recommendation', async () => {
    render(
      <TemplateStatusChip
        written="all"
        template={{
          status: 'REJECTED',
          rejectionReason: 'INVALID_FORMAT',
          rejectionInfo: {
            reason: 'The body ends with a variable.',
            recommendation: 'Add some text after the last variable.',
          },
        }}
      />,
    );
    expect(screen.getByText('Reason: Invalid format')).toBeTruthy();
    expect(screen.getByText('Why: \u2068The body ends with a variable.\u2069')).toBeTruthy();
    expect(
      screen.getByText('What to change: \u2068Add some text after the last variable.\u2069'),
    ).toBeTruthy();

    cleanup();
    await i18n.changeLanguage('de');
    render(
      <TemplateStatusChip
        written="all"
        template={{ status: 'REJECTED', rejectionReason: 'PROMOTIONAL', rejectionInfo: null }}
      />,
    );
    expect(screen.getByText('Grund: Werbeinhalt')).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('writes a reason the provider names in its own words as it is', () => {
    render(
      <TemplateStatusChip
        written="all"
        template={{ status: 'REJECTED', rejectionReason: 'Too many emojis', rejectionInfo: null }}
      />,
    );
    expect(screen.getByText('Reason: \u2068Too many emojis\u2069')).toBeTruthy();
  });

  it('writes only the reason in a narrow list cell', () => {
    render(
      <TemplateStatusChip
        written="reason"
        template={{
          status: 'REJECTED',
          rejectionReason: 'INVALID_FORMAT',
          rejectionInfo: { reason: 'The body ends with a variable.' },
        }}
      />,
    );
    expect(screen.getByText('Reason: Invalid format')).toBeTruthy();
    expect(screen.queryByText(/The body ends/)).toBeNull();
  });
});
