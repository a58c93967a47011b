// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewsletterForm } from './newsletter-form';

afterEach(cleanup);

/** Submits the form and tells whether the app stopped the browser's post (then stops it anyway: jsdom cannot post). */
function submit(form: HTMLFormElement): boolean {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('submit', record);
  fireEvent.submit(form);
  window.removeEventListener('submit', record);
  return prevented;
}

describe('NewsletterForm (seed 002 §1, §5, §7)', () => {
  it('posts the e-mail to the mailing-list service under the field the CMS names, in a new tab', () => {
    const { container } = render(
      <NewsletterForm target={{ actionUrl: 'https://lists.example/subscribe', emailField: 'MERGE0' }} />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', 'https://lists.example/subscribe');
    expect(form).toHaveAttribute('target', '_blank');
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('name', 'MERGE0');
    fireEvent.change(input, { target: { value: 'viewer@example.test' } });
    expect(submit(form)).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('keeps an empty e-mail from being posted, says so and focuses the field', () => {
    const { container } = render(
      <NewsletterForm target={{ actionUrl: 'https://lists.example/subscribe' }} />,
    );
    const form = container.querySelector('form')!;
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('name', 'EMAIL');
    expect(submit(form)).toBe(true);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'v' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: '' } });
    expect(submit(form)).toBe(true);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
