import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';

export interface AxeCheckOptions {
  /** CSS selectors of the parts to check (the whole document when left out). */
  include?: string | string[];
  /** CSS selectors of parts to leave out. */
  exclude?: string | string[];
  /** axe rule tags to run; WCAG 2 A and AA by default. */
  tags?: string[];
  /** Rule ids to switch off, e.g. `['color-contrast']`, each with a reason in the test. */
  disableRules?: string[];
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; failureSummary: string }[];
}

const DEFAULT_TAGS = ['wcag2a', 'wcag2aa'];
const NODES_SHOWN = 5;

let axeSource: string | undefined;
function loadAxeSource(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  const content = loadAxeSource();
  try {
    await page.addScriptTag({ content });
  } catch {
    // A content security policy may refuse inline scripts; evaluating bypasses it.
    await page.evaluate(content);
  }
}

/** A readable list: one block per rule, its impact, and the first few offending elements. */
export function formatAxeViolations(violations: AxeViolation[], url: string): string {
  const nodeCount = violations.reduce((sum, v) => sum + v.nodes.length, 0);
  const lines = [`${violations.length} accessibility violation(s) on ${url} (${nodeCount} element(s)):`];
  for (const v of violations) {
    lines.push(`- ${v.id} [${v.impact ?? 'unknown impact'}] ${v.help}`, `    ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, NODES_SHOWN)) {
      lines.push(`    at ${node.target}`, `       ${node.html.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    if (v.nodes.length > NODES_SHOWN) lines.push(`    … and ${v.nodes.length - NODES_SHOWN} more`);
  }
  return lines.join('\n');
}

/**
 * Runs axe on the page as it is now and fails with the list of violations, if any. Wait for the
 * screen to settle (its heading or content visible) before calling. Returns the violations that
 * were found (always empty when it returns).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: AxeCheckOptions = {},
): Promise<AxeViolation[]> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async ({ include, exclude, tags, disableRules }) => {
      interface AxeLike {
        run(
          context: unknown,
          options: unknown,
        ): Promise<{
          violations: {
            id: string;
            impact?: string | null;
            help: string;
            helpUrl: string;
            nodes: { target: unknown[]; html: string; failureSummary?: string }[];
          }[];
        }>;
      }
      const axe = (window as unknown as { axe: AxeLike }).axe;
      const context =
        include.length === 0 && exclude.length === 0
          ? document
          : { ...(include.length > 0 ? { include } : {}), ...(exclude.length > 0 ? { exclude } : {}) };
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disableRules.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' → '),
          html: n.html,
          failureSummary: n.failureSummary ?? '',
        })),
      }));
    },
    {
      include: asList(options.include),
      exclude: asList(options.exclude),
      tags: options.tags ?? DEFAULT_TAGS,
      disableRules: options.disableRules ?? [],
    },
  );
  if (violations.length > 0) throw new Error(formatAxeViolations(violations, page.url()));
  return violations;
}
