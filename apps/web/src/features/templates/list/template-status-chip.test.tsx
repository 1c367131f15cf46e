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
        reasonWritten
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
    expect(screen.getByText('Why: The body ends with a variable.')).toBeTruthy();
    expect(screen.getByText('What to change: Add some text after the last variable.')).toBeTruthy();

    cleanup();
    await i18n.changeLanguage('de');
    render(
      <TemplateStatusChip
        reasonWritten
        template={{ status: 'REJECTED', rejectionReason: 'PROMOTIONAL', rejectionInfo: null }}
      />,
    );
    expect(screen.getByText('Grund: Werbeinhalt')).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('writes a reason the provider names in its own words as it is', () => {
    render(
      <TemplateStatusChip
        reasonWritten
        template={{ status: 'REJECTED', rejectionReason: 'Too many emojis', rejectionInfo: null }}
      />,
    );
    expect(screen.getByText('Reason: Too many emojis')).toBeTruthy();
  });
});
