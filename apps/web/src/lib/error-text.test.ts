import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { errorText, validationText } from './error-text';
import { i18n, initI18n } from './i18n';

describe('errorText', () => {
  let t: TFunction;
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['auth', 'channels']);
    t = i18n.t.bind(i18n) as TFunction;
  });

  it('translates a known code', () => {
    const error = new ApiRequestError(401, 'INVALID_CREDENTIALS', 'Your email or password is incorrect');
    expect(errorText(t, error, 'auth:signIn.failed')).toBe('Your email or password is incorrect');
  });

  it('adds the server’s own words when they say more than the code’s standard text', () => {
    const error = new ApiRequestError(400, 'PROVIDER_REFUSED', '(#190) Invalid OAuth access token');
    expect(errorText(t, error, 'channels:create.failed')).toBe(
      'The messaging provider refused the request: (#190) Invalid OAuth access token',
    );
  });

  it('shows the server’s message for a code it does not know, and the fallback when there is none', () => {
    expect(errorText(t, new ApiRequestError(400, 'SOMETHING_NEW', 'A new rule'), 'auth:signUp.failed')).toBe(
      'A new rule',
    );
    expect(errorText(t, new TypeError('Failed to fetch'), 'auth:signUp.failed')).toBe('Signup failed');
  });
});

describe('validationText', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.changeLanguage('de');
  });

  it('translates a field’s validation message and an error code’s text the server put on a field', () => {
    const t = i18n.t.bind(i18n) as TFunction;
    expect(validationText(t, 'Passwords do not match')).toBe('Die Passwörter stimmen nicht überein');
    expect(validationText(t, 'This user name is already taken')).toBe(
      'Dieser Benutzername ist bereits vergeben',
    );
    expect(validationText(t, 'Something only the server says')).toBe('Something only the server says');
  });
});
