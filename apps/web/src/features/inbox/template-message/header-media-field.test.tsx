import type { TemplateHeaderMedia } from '@parley/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { HeaderMediaField } from './header-media-field';

function renderField(onChange: (value: TemplateHeaderMedia | undefined) => void, sampleLink?: string) {
  render(
    <HeaderMediaField
      title="Header image"
      slot={{ format: 'IMAGE', ...(sampleLink ? { sampleLink } : {}) }}
      value={undefined}
      onChange={onChange}
      showMissing
      testId="header-media"
    />,
  );
}

describe('HeaderMediaField', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['inbox']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks for the header’s picture when the template has no sample link', () => {
    renderField(() => {});
    expect(screen.getByText('Upload a file or paste a link')).toBeTruthy();
    expect(screen.getByTestId('header-media-file').getAttribute('accept')).toBe('image/jpeg,image/png');
  });

  it('takes a public https link, and says what is wrong with another', () => {
    const chosen: (TemplateHeaderMedia | undefined)[] = [];
    renderField((value) => chosen.push(value));
    fireEvent.click(screen.getByTestId('header-media-link-choice'));
    const input = screen.getByTestId('header-media-link');
    fireEvent.change(input, { target: { value: 'http://cdn.example/tulips.png' } });
    expect(screen.getByText('Enter a public web address starting with https://')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'https://cdn.example/tulips.png' } });
    expect(chosen.at(-2)).toBeUndefined();
    expect(chosen.at(-1)).toEqual({ link: 'https://cdn.example/tulips.png' });
  });

  it('refuses a file a template header does not take, before uploading it', () => {
    const upload = vi.spyOn(globalThis, 'XMLHttpRequest');
    renderField(() => {});
    const gif = new File(['GIF89a'], 'dance.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('header-media-file'), { target: { files: [gif] } });
    expect(screen.getByRole('alert').textContent).toBe('Choose a JPEG or PNG image');
    expect(upload).not.toHaveBeenCalled();
  });

  it('says the sample goes out when a header with a sample link is left empty', () => {
    renderField(() => {}, 'https://cdn.example/sample.png');
    expect(screen.getByText("Left empty, the template's sample is sent")).toBeTruthy();
    expect(screen.queryByText('Upload a file or paste a link')).toBeNull();
  });
});
