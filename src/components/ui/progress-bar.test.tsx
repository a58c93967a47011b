// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

afterEach(cleanup);

it('reports the watched share in percent, within 0..100', () => {
  const { rerender } = render(<ProgressBar value={0.404} label="40% watched" />);
  expect(screen.getByRole('progressbar', { name: '40% watched' })).toHaveAttribute('aria-valuenow', '40');
  rerender(<ProgressBar value={1.5} label="done" />);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
});
