// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n, loadLanguage } from '@/i18n/i18n';
import { GenreFilter } from './genre-filter';

const i18n = createI18n('en');
beforeAll(() => loadLanguage(i18n, 'en'));
afterEach(cleanup);

function Harness({ onChange }: { onChange: (genre: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <GenreFilter
        genres={['Action', 'Comedy', 'Drama']}
        value={value}
        onChange={(genre) => {
          setValue(genre);
          onChange(genre);
        }}
      />
    </I18nextProvider>
  );
}

describe('GenreFilter', () => {
  it('offers All and each genre as toggle buttons in a labelled group, All pressed first', () => {
    render(<Harness onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Filter by genre' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Action',
      'Comedy',
      'Drama',
    ]);
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
  });

  it('sends the chosen genre, and null for All', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Comedy' }));
    expect(onChange).toHaveBeenLastCalledWith('Comedy');
    expect(screen.getByRole('button', { name: 'Comedy', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('renders nothing without genres', () => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <GenreFilter genres={[]} value={null} onChange={() => {}} />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
