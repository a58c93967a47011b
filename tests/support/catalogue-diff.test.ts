import { describe, expect, it } from 'vitest';
import {
  compactDescription,
  diffCatalogues,
  formatCatalogueDiff,
  isEmptyDiff,
  type CatalogueEntry,
} from './catalogue-diff';
import { projected, type MachineOracle } from './oracle';

const path = (description: string, steps: [string, string, number][]): CatalogueEntry => ({
  flow: 'countdown',
  description,
  steps: steps.map(([event, state]) => ({ event, state })),
  expectedStates: steps.map(([, state, left]) => ({ value: state, status: 'active', left })),
});

const oracle = {
  states: {
    counting: { seed: 'seed 002 §9: ticks every second' },
    idle: { seed: 'seed 002 §4: resend only at 0', expect: [projected('seed 002 §4', { left: 0 })] },
  },
} as unknown as MachineOracle;

describe('catalogue diff', () => {
  const committed = [
    path('countdown: stored 2 s › tick › tick → idle', [
      ['stored 2 s', 'counting', 2],
      ['tick', 'counting', 1],
      ['tick', 'idle', 0],
    ]),
    path('countdown: stored 0 s → counting', [['stored 0 s', 'counting', 0]]),
  ];

  it('is empty for the same catalogue', () => {
    expect(isEmptyDiff(diffCatalogues(committed, committed))).toBe(true);
  });

  it('shows a renamed path as changed at its first differing step, with the oracle rows it touches', () => {
    const generated = [
      path('countdown: stored 2 s › tick → idle › tick → idle', [
        ['stored 2 s', 'counting', 2],
        ['tick', 'idle', 0],
        ['tick', 'idle', 0],
      ]),
      path('countdown: stored 5 s → counting', [['stored 5 s', 'counting', 5]]),
    ];
    const diff = diffCatalogues(committed, generated);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]).toMatchObject({ step: 1, states: ['counting', 'idle'] });
    expect(diff.added.map((p) => p.description)).toEqual(['countdown: stored 5 s → counting']);
    expect(diff.removed.map((p) => p.description)).toEqual(['countdown: stored 0 s → counting']);
    const text = formatCatalogueDiff(diff, () => oracle);
    expect(text).toContain('countdown: 1 added, 1 removed, 1 changed');
    expect(text).toContain('step 1: was tick → counting {"left":1}');
    expect(text).toContain('now tick → idle {"left":0}');
    expect(text).toContain('idle: seed 002 §4: resend only at 0');
    expect(text).toContain('counting: seed 002 §9: ticks every second');
  });

  it('says when a touched state is missing from the oracle table', () => {
    const generated = [path('countdown: stored 0 s → paused', [['stored 0 s', 'paused', 0]])];
    const text = formatCatalogueDiff(diffCatalogues([], generated), () => oracle);
    expect(text).toContain('paused: NOT IN THE ORACLE TABLE');
  });

  it('folds runs of the same step in a description', () => {
    expect(
      compactDescription(
        'c: first › after TICK → counting › after TICK → counting › after TICK → counting › resend',
      ),
    ).toBe('c: first › after TICK → counting ×3 › resend');
  });
});
