import type { MachineOracle, StateOracleRow } from './oracle';
import type { ProjectedState } from './model-fixture';

/** One path of `e2e/paths.json` (the fields the diff reads). */
export type CatalogueEntry = {
  flow: string;
  description: string;
  steps: readonly { event: string; state: string }[];
  expectedStates: readonly ProjectedState[];
};

export type ChangedPath = {
  flow: string;
  description: string;
  /** The first step whose event, state or projected state differs. */
  step: number;
  was: string;
  now: string;
  /** Leaf state keys of the differing steps (old and new). */
  states: string[];
};

export type CatalogueDiff = {
  added: CatalogueEntry[];
  removed: CatalogueEntry[];
  changed: ChangedPath[];
};

const keyOf = (p: { flow: string; description: string }) => `${p.flow}\n${p.description}`;
const leaves = (stateKey: string) => stateKey.split(' + ');
const show = (step: { event: string; state: string } | undefined, expected: ProjectedState | undefined) => {
  if (!step) return '(no step)';
  const { value: _value, status, ...fields } = expected ?? ({} as ProjectedState);
  const extra = Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : '';
  return `${step.event} → ${step.state}${status && status !== 'active' ? ` (${status})` : ''}${extra}`;
};

/** A description with runs of the same step folded: `after TICK → counting ×118`. */
export function compactDescription(description: string): string {
  const parts = description.split(' › ');
  const out: string[] = [];
  for (let i = 0; i < parts.length;) {
    let j = i + 1;
    while (j < parts.length && parts[j] === parts[i]) j++;
    out.push(j - i > 2 ? `${parts[i]} ×${j - i}` : parts.slice(i, j).join(' › '));
    i = j;
  }
  return out.join(' › ');
}

/** What differs between the committed catalogue and the generated one, path by path. */
export function diffCatalogues(
  committed: readonly CatalogueEntry[],
  generated: readonly CatalogueEntry[],
): CatalogueDiff {
  const before = new Map(committed.map((p) => [keyOf(p), p]));
  const after = new Map(generated.map((p) => [keyOf(p), p]));
  let added = generated.filter((p) => !before.has(keyOf(p)));
  let removed = committed.filter((p) => !after.has(keyOf(p)));
  // A description names the states, so a path whose states changed is renamed: pair a removed and
  // an added path that take the same events and show it as changed.
  const pairs: [CatalogueEntry, CatalogueEntry][] = [];
  const byEvents = (p: CatalogueEntry) => `${p.flow}\n${p.steps.map((s) => s.event).join('\n')}`;
  const unpaired = new Map<string, CatalogueEntry[]>();
  for (const p of removed) unpaired.set(byEvents(p), [...(unpaired.get(byEvents(p)) ?? []), p]);
  added = added.filter((now) => {
    const was = unpaired.get(byEvents(now))?.shift();
    if (was) pairs.push([was, now]);
    return !was;
  });
  const paired = new Set(pairs.map(([was]) => was));
  removed = removed.filter((p) => !paired.has(p));
  const same: [CatalogueEntry, CatalogueEntry][] = generated.flatMap((now) => {
    const was = before.get(keyOf(now));
    return was ? [[was, now] as [CatalogueEntry, CatalogueEntry]] : [];
  });
  const changed: ChangedPath[] = [];
  for (const [was, now] of [...same, ...pairs]) {
    const n = Math.max(was.steps.length, now.steps.length);
    for (let i = 0; i < n; i++) {
      const a = JSON.stringify([was.steps[i], was.expectedStates[i]]);
      const b = JSON.stringify([now.steps[i], now.expectedStates[i]]);
      if (a === b) continue;
      const states = [was.steps[i]?.state, now.steps[i]?.state].filter((s): s is string => Boolean(s));
      changed.push({
        flow: now.flow,
        description: now.description,
        step: i,
        was: show(was.steps[i], was.expectedStates[i]),
        now: show(now.steps[i], now.expectedStates[i]),
        states: [...new Set(states.flatMap(leaves))],
      });
      break;
    }
  }
  return { added, removed, changed };
}

export const isEmptyDiff = (d: CatalogueDiff) => !d.added.length && !d.removed.length && !d.changed.length;

/** The oracle rows (leaf state: seed rule) a set of states touches, or a note when the flow has none. */
function rowsTouched(oracle: MachineOracle | undefined, states: readonly string[]): string[] {
  if (!oracle) return ['(this flow has no oracle table yet)'];
  const rows = oracle.states as Record<string, StateOracleRow | undefined>;
  return [...new Set(states)].sort().map((state) => {
    const row = rows[state];
    if (!row) return `${state}: NOT IN THE ORACLE TABLE`;
    const seed = typeof row.seed === 'string' ? row.seed : row.seed.join(' / ');
    return `${state}: ${seed}`;
  });
}

/**
 * A reviewer's account of a changed catalogue: per flow, the paths added, removed and changed
 * (with the first step that differs) and the oracle rows (states and their seed rules) they
 * touch, so that a behaviour change is seen as one, not as a stale file.
 */
export function formatCatalogueDiff(
  diff: CatalogueDiff,
  oracleOf: (flow: string) => MachineOracle | undefined,
  limit = 20,
): string {
  const flows = [...new Set([...diff.added, ...diff.removed, ...diff.changed].map((p) => p.flow))].sort();
  const out: string[] = [];
  for (const flow of flows) {
    const added = diff.added.filter((p) => p.flow === flow);
    const removed = diff.removed.filter((p) => p.flow === flow);
    const changed = diff.changed.filter((p) => p.flow === flow);
    out.push(`${flow}: ${added.length} added, ${removed.length} removed, ${changed.length} changed`);
    const entries: string[] = [
      ...added.map((p) => `  + ${compactDescription(p.description)}`),
      ...removed.map((p) => `  - ${compactDescription(p.description)}`),
      ...changed.map(
        (c) =>
          `  ~ ${compactDescription(c.description)}\n      step ${c.step}: was ${c.was}\n               now ${c.now}`,
      ),
    ];
    out.push(...entries.slice(0, limit));
    if (entries.length > limit) out.push(`  … and ${entries.length - limit} more`);
    const touched = [
      ...[...added, ...removed].flatMap((p) => p.steps.flatMap((s) => leaves(s.state))),
      ...changed.flatMap((c) => c.states),
    ];
    out.push('  oracle rows touched:', ...rowsTouched(oracleOf(flow), touched).map((r) => `    ${r}`));
  }
  return out.join('\n');
}
