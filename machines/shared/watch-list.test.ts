import { describe, expect, it } from 'vitest';
import { isListEnabled, isListLoading } from './watch-list';

/** A watch list's snapshot as the selectors read it: the flag and the state it is in. */
const snapshot = (state: string, enabled = true) => ({
  context: { enabled },
  matches: (name: string) => name === state,
});

describe('watch-list selectors (seed 001 §2)', () => {
  it.each([
    ['ready', true, true],
    ['loading', true, true],
    ['disabled', true, false],
    ['ready', false, false],
  ])('in %s with the flag %s the list is on: %s', (state, enabled, on) => {
    expect(isListEnabled(snapshot(state, enabled))).toBe(on);
  });

  it.each([
    ['loading', true],
    ['awaitingAccount', true],
    ['ready', false],
    ['disabled', false],
  ])('in %s the list is loading: %s', (state, loading) => {
    expect(isListLoading(snapshot(state))).toBe(loading);
  });
});
