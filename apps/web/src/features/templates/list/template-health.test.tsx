import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { TemplateHealth } from './template-health';

describe('TemplateHealth', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces('template-list');
  });
  afterEach(cleanup);

  it('shows Meta’s quality score and the category it moved the template from', () => {
    render(
      <TemplateHealth
        template={{
          qualityScore: 'YELLOW',
          qualityUpdatedAt: '2026-11-25T10:00:00.000Z',
          previousCategory: 'UTILITY',
          categoryChangedAt: '2026-11-25T11:00:00.000Z',
        }}
      />,
    );
    expect(screen.getByTestId('template-quality').textContent).toBe('Quality: Medium');
    expect(screen.getByTestId('template-category-change').textContent).toMatch(/^Moved from Utility on /);
  });

  it('shows nothing while Meta said neither', () => {
    const { container } = render(
      <TemplateHealth
        template={{
          qualityScore: null,
          qualityUpdatedAt: null,
          previousCategory: null,
          categoryChangedAt: null,
        }}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
