import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { LanguageSwitcher } from './language-switcher';

beforeEach(async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the cookie the switcher writes
  document.cookie = 'omoide_locale=; Max-Age=0; Path=/';
  await act(() => initI18n('ja'));
});

describe('LanguageSwitcher', () => {
  it('lists the three locales by their own names', () => {
    render(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: '表示言語' });
    const options = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual(['日本語', '繁體中文', 'Tiếng Việt']);
  });

  it('switches texts, sets the cookie and <html lang>', async () => {
    render(<LanguageSwitcher />);
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'vi' } });
    });
    await waitFor(() => expect(i18next.language).toBe('vi'));
    expect(document.cookie).toContain('omoide_locale=vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(await screen.findByRole('combobox', { name: 'Ngôn ngữ' })).toBeTruthy();

    await act(async () => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'hant' } });
    });
    expect(document.cookie).toContain('omoide_locale=hant');
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-Hant-TW'));
  });
});
