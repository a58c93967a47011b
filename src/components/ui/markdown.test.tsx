// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { MarkdownView } from './markdown-view';

declare global {
  interface Window {
    __markdownInjected?: string;
  }
}

afterEach(() => {
  cleanup();
  delete window.__markdownInjected;
});

const hostile = `# House Rules

Be **kind**.

<script>window.__markdownInjected = 'script';</script>

<img src="/missing.png" onerror="window.__markdownInjected = 'onerror'" alt="A broken image">

<a href="javascript:window.__markdownInjected='link'">click</a>

<iframe src="https://evil.example"></iframe>
<form action="/steal"><input name="password"></form>
<style>body { display: none }</style>
`;

describe('renderMarkdown (seed 002 §2: static pages are sanitised)', () => {
  it('renders markdown', () => {
    const html = renderMarkdown('# Title\n\nSome **bold** text and a [link](https://example.com).');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('href="https://example.com"');
  });

  it('drops scripts, event handlers, javascript: links, frames, forms and styles', () => {
    const html = renderMarkdown(hostile);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe|<form|<input|<style/i);
    // What is harmless stays.
    expect(html).toContain('<img src="/missing.png" alt="A broken image">');
    expect(html).toContain('<strong>kind</strong>');
  });

  it('shows the page without running anything it carries', () => {
    const { container } = render(<MarkdownView markdown={hostile} />);
    expect(screen.getByRole('heading', { level: 1, name: 'House Rules' })).toBeInTheDocument();
    expect(container.querySelector('script, iframe, form, [onerror]')).toBeNull();
    expect(window.__markdownInjected).toBeUndefined();
  });
});
