// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button';

afterEach(cleanup);

describe('ShareButton', () => {
  it('shares on press and announces "Copied" while copied', async () => {
    const onShare = vi.fn();
    const { rerender } = render(
      <ShareButton label="Share" copiedLabel="Copied" copied={false} onShare={onShare} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledTimes(1);
    rerender(<ShareButton label="Share" copiedLabel="Copied" copied onShare={onShare} />);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });
});
