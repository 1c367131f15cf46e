import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';
import { timeRestrictionLabel } from './time-restriction';

describe('timeRestrictionLabel', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces('quick-replies');
  });
  const label = (enabled: boolean, startTime: string, endTime: string) =>
    timeRestrictionLabel({ enabled, startTime, endTime }, i18n.getFixedT('en', 'quick-replies'));

  it('says "Any time" when the quick reply has no time restriction, whatever hours it keeps', () => {
    expect(label(false, '09:00', '18:00')).toBe('Any time');
  });

  it('shows the hours of a restriction within one day', () => {
    expect(label(true, '09:00', '18:00')).toBe('09:00–18:00');
  });

  it('marks hours whose end comes before their start as running overnight', () => {
    expect(label(true, '18:00', '09:00')).toBe('18:00–09:00 (overnight)');
  });
});
