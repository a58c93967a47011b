import { isDeepStrictEqual } from 'node:util';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { MachineStateKey, ProjectedState, Projection } from './model-fixture';
import { leafStateKeys } from './state-keys';

/** An event with its payload, as an oracle reads it (`step.event.output`, `sent({ type, backend })`). */
export type AnyEvent = { type: string; [key: string]: unknown };

/**
 * What one step of a replay did to the world outside the machine, as XState's inspection
 * reports it:
 * - `action`: a named action the machine executed (`broadcast`, `storeRemaining`, `showToast`,
 *   navigation...) with its resolved params; built-in `assign`/`raise`/`cancel` are not listed;
 * - `invoke`: an actor the machine invoked or spawned, with the input it was given;
 * - `send`: an event the machine sent to another actor (`sendTo`, `sendParent`), by target id;
 * - `emit`: an event the machine emitted (`emit`).
 */
export type ObservedEffect =
  | { kind: 'action'; type: string; params: unknown }
  | { kind: 'invoke'; id: string; src: string; input: unknown }
  | { kind: 'send'; to: string; event: AnyEvent }
  | { kind: 'emit'; event: AnyEvent };

/** One replayed step as the oracle sees it. */
export type OracleStep<TProjection extends Projection = Projection> = {
  flow: string;
  /** The path's description and the step, for messages. */
  where: string;
  stepIndex: number;
  /** The input the path started the machine with. */
  input: unknown;
  /** The step's kind: `input` for the start, else `event`, `done`, `error` or `after`. */
  kind: 'input' | 'event' | 'done' | 'error' | 'after';
  event: AnyEvent;
  /** The variant label of the event (`refresh parameter missing`, `after TICK`). */
  label: string;
  /** Leaf state key(s) before the step (` + `-joined when parallel); null for the start. */
  from: string | null;
  /** Leaf state key(s) after the step. */
  to: string;
  before: ProjectedState<TProjection> | null;
  state: ProjectedState<TProjection>;
  snapshot: AnyMachineSnapshot;
  /** Everything the step did outside the machine, in order. */
  effects: readonly ObservedEffect[];
};

/** A check of one seed rule: `true` when it holds, else a sentence saying what was seen. */
export type OracleExpectation<TProjection extends Projection = Projection> = {
  /** The seed rule, with its reference: `seed 002 §4: resend only at 0`. */
  rule: string;
  check: (step: OracleStep<TProjection>) => true | string;
};

/** What must hold at every step that ends in one leaf state. */
export type StateOracleRow<TProjection extends Projection = Projection> = {
  /** The seed rule(s) this state stands for. */
  seed: string | readonly string[];
  expect?: readonly OracleExpectation<TProjection>[];
};

/**
 * What must hold after one event from some states. `from` is a leaf state key or an ancestor
 * (`active.refreshing` matches every state inside it); `on` is an event type, a variant label,
 * or the start of a type (`xstate.after.TICK`, `xstate.error.actor.refreshSession`); the start
 * of a path is `on: 'xstate.init'` without `from`. `where`
 * narrows it further (`step.before`, `step.event`). Every row must match at least one step of
 * the generated paths, or the oracle describes behaviour no test reaches.
 */
export type TransitionOracleRow<TProjection extends Projection = Projection> = {
  from?: string | readonly string[];
  on?: string | readonly string[];
  where?: (step: OracleStep<TProjection>) => boolean;
  expect: readonly OracleExpectation<TProjection>[];
};

/** A named delay of the machine as the seed gives it; `ms` may depend on the state before. */
export type OracleDelay<TProjection extends Projection = Projection> = {
  ms: number | ((before: ProjectedState<TProjection>) => number);
  rule: string;
};

/**
 * The specification of one machine, written from the seeds and never imported from
 * `machines/**`: a row per leaf state, rows per event, and the seed's delays.
 */
export type MachineOracle<
  TLogic extends AnyStateMachine = AnyStateMachine,
  TProjection extends Projection = Projection,
> = {
  /** Every leaf state key of the machine; a path reaching a state not listed here fails. */
  states: { readonly [K in MachineStateKey<TLogic>]: StateOracleRow<TProjection> };
  transitions?: readonly TransitionOracleRow<TProjection>[];
  /** Delays by the machine's delay name (`TICK`) or, for numeric delays, the number (`'1000'`). */
  delays?: { readonly [delayName: string]: OracleDelay<TProjection> };
};

export class OracleViolation extends Error {
  override name = 'OracleViolation';
}

// ---------------------------------------------------------------------------------------------
// Effect matchers and expectations
// ---------------------------------------------------------------------------------------------

/** Matches an effect; `describe` is what a message prints when none matched. */
export type EffectMatcher = { describe: string; test: (effect: ObservedEffect) => boolean };

/** `actual` holds every field of `expected` (deeply; arrays compare whole). */
export function matchesPartial(actual: unknown, expected: unknown): boolean {
  if (expected === undefined) return true;
  if (expected === null || typeof expected !== 'object' || Array.isArray(expected)) {
    return isDeepStrictEqual(actual, expected);
  }
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(expected).every(([key, value]) =>
    matchesPartial((actual as Record<string, unknown>)[key], value),
  );
}

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/** A named action, with params holding at least `params`. */
export const action = (type: string, params?: unknown): EffectMatcher => ({
  describe: `action ${type}${params === undefined ? '' : `(${show(params)})`}`,
  test: (e) => e.kind === 'action' && e.type === type && matchesPartial(e.params, params),
});

/** An invoked or spawned actor by invoke id, with input holding at least `input`. */
export const invoked = (id: string, input?: unknown): EffectMatcher => ({
  describe: `invoke ${id}${input === undefined ? '' : ` with input ${show(input)}`}`,
  test: (e) => e.kind === 'invoke' && e.id === id && matchesPartial(e.input, input),
});

/** An event sent to another actor (optionally, to the actor with this id). */
export const sent = (event: string | AnyEvent, to?: string): EffectMatcher => ({
  describe: `send ${show(event)}${to ? ` to ${to}` : ''}`,
  test: (e) =>
    e.kind === 'send' &&
    (to === undefined || e.to === to) &&
    (typeof event === 'string' ? e.event.type === event : matchesPartial(e.event, event)),
});

/** An emitted event. */
export const emitted = (event: string | AnyEvent): EffectMatcher => ({
  describe: `emit ${show(event)}`,
  test: (e) =>
    e.kind === 'emit' &&
    (typeof event === 'string' ? e.event.type === event : matchesPartial(e.event, event)),
});

export function describeEffect(e: ObservedEffect): string {
  switch (e.kind) {
    case 'action':
      return `action ${e.type}${e.params === undefined ? '' : `(${show(e.params)})`}`;
    case 'invoke':
      return `invoke ${e.id} (${e.src})${e.input === undefined ? '' : ` with input ${show(e.input)}`}`;
    case 'send':
      return `send ${show(e.event)} to ${e.to}`;
    case 'emit':
      return `emit ${show(e.event)}`;
  }
}

const effectList = (effects: readonly ObservedEffect[]) =>
  effects.length ? effects.map(describeEffect).join('; ') : 'none';

/** What a step's effects say about some matchers: `true`, or what was seen. */
type EffectsVerdict = (
  effects: readonly ObservedEffect[],
  matchers: readonly EffectMatcher[],
) => true | string;

const includesEvery: EffectsVerdict = (effects, matchers) => {
  const missing = matchers.filter((m) => !effects.some((e) => m.test(e)));
  return missing.length === 0
    ? true
    : `missing ${missing.map((m) => m.describe).join(', ')}; observed effects: ${effectList(effects)}`;
};

const includesNone: EffectsVerdict = (effects, matchers) => {
  const found = effects.filter((e) => matchers.some((m) => m.test(e)));
  return found.length === 0 ? true : `unexpected ${effectList(found)}`;
};

/** An expectation on the step's effects, with matchers read from the step. */
const effectsExpectation =
  (verdict: EffectsVerdict) =>
  <P extends Projection = Projection>(
    rule: string,
    matchers: (step: OracleStep<P>) => readonly EffectMatcher[],
  ): OracleExpectation<P> => ({ rule, check: (step) => verdict(step.effects, matchers(step)) });

/** {@link effectsInclude} with matchers read from the step (the event's payload, the state before). */
export const effectsIncludeFrom = effectsExpectation(includesEvery);

/** {@link effectsExclude} with matchers read from the step. */
export const effectsExcludeFrom = effectsExpectation(includesNone);

/** The step's effects include every matcher (each matched by some effect). */
export const effectsInclude = <P extends Projection = Projection>(
  rule: string,
  ...matchers: EffectMatcher[]
) => effectsIncludeFrom<P>(rule, () => matchers);

/** The step's effects include none of the matchers. */
export const effectsExclude = <P extends Projection = Projection>(
  rule: string,
  ...matchers: EffectMatcher[]
) => effectsExcludeFrom<P>(rule, () => matchers);

/** The step ends in this leaf state (or inside this ancestor state). */
export const stateIs = <P extends Projection = Projection>(
  rule: string,
  stateKey: string,
): OracleExpectation<P> => ({
  rule,
  check: (step) => (inState(step.to, stateKey) ? true : `the machine is in ${step.to}, not ${stateKey}`),
});

/**
 * The most common row of a table: the step ends in this state (or inside it) and its effects
 * include every matcher, both under one seed rule.
 */
export const endsIn = <P extends Projection = Projection>(
  rule: string,
  stateKey: string,
  ...matchers: EffectMatcher[]
): OracleExpectation<P>[] => [stateIs<P>(rule, stateKey), effectsInclude<P>(rule, ...matchers)];

/** Rows' checks under one seed rule: the state a step ends in, fields it holds, and `effects`. */
const endsAsAnd =
  (effects: (rule: string, ...matchers: EffectMatcher[]) => OracleExpectation) =>
  <P extends Projection = Projection>(
    rule: string,
    stateKey: string,
    fields: Partial<Record<keyof P | 'value' | 'status', unknown>>,
    ...matchers: EffectMatcher[]
  ): OracleExpectation<P>[] => [
    stateIs<P>(rule, stateKey),
    projected<P>(rule, fields),
    effects(rule, ...matchers),
  ];

/**
 * {@link endsIn} with the projected state too: the step ends in this state holding these fields,
 * and its effects include every matcher, all under one seed rule.
 */
export const endsAs = endsAsAnd(effectsInclude);

/**
 * The step ends in this state holding these fields, and none of the matchers is among its
 * effects (a step refused, or one that waits for more), all under one seed rule.
 */
export const endsAsWithout = endsAsAnd(effectsExclude);

/** The projected state after the step holds these fields. */
export const projected = <P extends Projection = Projection>(
  rule: string,
  fields: Partial<Record<keyof P | 'value' | 'status', unknown>>,
): OracleExpectation<P> => ({
  rule,
  check: (step) =>
    matchesPartial(step.state, fields)
      ? true
      : `expected ${show(fields)}, projected state is ${show(step.state)}`,
});

/** Any predicate on the step; return `true`, or what was seen. */
export const holds = <P extends Projection = Projection>(
  rule: string,
  check: (step: OracleStep<P>) => true | string,
): OracleExpectation<P> => ({
  rule,
  check,
});

/** The machine's snapshot carries `tag` (or, with `want` false, does not): what screens read. */
export const tagged = <P extends Projection = Projection>(
  rule: string,
  tag: string,
  want = true,
): OracleExpectation<P> => ({
  rule,
  check: (step) =>
    step.snapshot.hasTag(tag) === want ? true : want ? `not tagged ${tag}` : `still tagged ${tag}`,
});

// ---------------------------------------------------------------------------------------------
// Checking
// ---------------------------------------------------------------------------------------------

/** A state key (` + `-joined leaves) is `key` or inside it. */
export function inState(stateKey: string, key: string): boolean {
  return stateKey.split(' + ').some((leaf) => leaf === key || leaf.startsWith(`${key}.`));
}

const list = <T>(x: T | readonly T[] | undefined): readonly T[] | undefined =>
  x === undefined ? undefined : Array.isArray(x) ? (x as readonly T[]) : [x as T];

/** Whether a transition row applies to a step. */
/**
 * A row that lists several source states, or several events, stands for a transition from each of
 * those states and on each of those events: every one of them must be taken by some path. Checked
 * as one, a row that lists two states stays reached when the machine loses the transition from one
 * of them (issue 10). (States and events are not crossed: rows pair them, as `saving names` with
 * `names saved`.)
 */
export function rowCases(row: TransitionOracleRow): TransitionOracleRow[] {
  const froms = list(row.from) ?? [];
  const ons = list(row.on) ?? [];
  if (froms.length < 2 && ons.length < 2) return [row];
  return [
    ...(froms.length > 1 ? froms.map((from) => ({ ...row, from })) : []),
    ...(ons.length > 1 ? ons.map((on) => ({ ...row, on })) : []),
  ];
}

/** How an unreached case of a row that lists several states or events is named. */
export function caseName(row: TransitionOracleRow): string {
  const parts = [row.from && `from ${String(row.from)}`, row.on && `on ${String(row.on)}`].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

export function rowMatches(row: TransitionOracleRow, step: OracleStep): boolean {
  const from = list(row.from);
  // The start matches only rows that ask for it: no `from`, and `on: 'xstate.init'`.
  if (step.from === null && (from || !list(row.on)?.includes('xstate.init'))) return false;
  if (from && !from.some((key) => inState(step.from ?? '', key))) return false;
  const on = list(row.on);
  if (
    on &&
    !on.some((x) => step.event.type === x || step.label === x || step.event.type.startsWith(`${x}.`))
  ) {
    return false;
  }
  return row.where ? row.where(step) : true;
}

function violation(flow: string, step: OracleStep, rule: string, seen: string): OracleViolation {
  return new OracleViolation(
    `${rule} (${flow})\n  broken at ${step.where}\n  after ${step.label}: ${step.from ?? '(start)'} → ${step.to}\n  ${seen}`,
  );
}

/** Fails naming the state when a leaf state is missing from the oracle table. */
export function checkKnownStates(
  flow: string,
  oracle: MachineOracle,
  value: AnyMachineSnapshot['value'],
  where: string,
) {
  for (const leaf of leafStateKeys(value)) {
    if (!(leaf in oracle.states)) {
      throw new OracleViolation(
        `${flow}: the machine reached state "${leaf}", which its oracle table does not list: add a row saying which seed rule it stands for\n  at ${where}`,
      );
    }
  }
}

/**
 * Checks one step against the oracle: the rows of every leaf state it ends in, then every
 * transition row that applies. Throws an {@link OracleViolation} naming the seed rule.
 */
export function checkOracleStep(oracle: MachineOracle, step: OracleStep): void {
  checkKnownStates(step.flow, oracle, step.snapshot.value, step.where);
  const expectations: OracleExpectation[] = [];
  for (const leaf of leafStateKeys(step.snapshot.value)) {
    const row = (oracle.states as Record<string, StateOracleRow | undefined>)[leaf];
    expectations.push(...(row?.expect ?? []));
  }
  for (const row of oracle.transitions ?? []) if (rowMatches(row, step)) expectations.push(...row.expect);
  for (const expectation of expectations) {
    const result = expectation.check(step);
    if (result !== true) throw violation(step.flow, step, expectation.rule, result);
  }
}

/** The delay key of an `xstate.after.<key>.<stateNodeId>` event type. */
export function delayKeyOf(afterEventType: string): string {
  return afterEventType.slice('xstate.after.'.length).split('.')[0] ?? '';
}

/** The oracle's delay for an `after` event, or undefined when it names none. */
export function oracleDelay(
  oracle: MachineOracle | undefined,
  afterEventType: string,
  before: ProjectedState,
): { ms: number; rule: string } | undefined {
  const delay = oracle?.delays?.[delayKeyOf(afterEventType)];
  if (!delay) return undefined;
  return { ms: typeof delay.ms === 'function' ? delay.ms(before) : delay.ms, rule: delay.rule };
}
