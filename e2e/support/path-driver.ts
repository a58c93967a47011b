import type { Page } from '@playwright/test';
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { FlowName } from '../../tests/model/flows';
import type { MachineStateKey, ProjectedState } from '../../tests/support/model-fixture';
import type { FlowModel, ModelPath, ModelStep } from '../../tests/support/model-paths';
import { leafStateKeys } from '../../tests/support/state-keys';
import { flowModel } from './paths-catalogue';
import { expect, test, type Stack } from './stack-fixture';

/** What arranges, acts and state checks get while a path is driven. */
export type DriverContext<TWorld> = {
  page: Page;
  stack: Stack;
  /** Per-path notes: arranges write what the page is opened with and what it should then show. */
  world: TWorld;
  path: ModelPath;
  /** The step being arranged, acted on or checked. */
  step: ModelStep;
  /** The model's projected state after that step. */
  expected: ProjectedState;
};

/**
 * How one event (or input) is produced in the browser. `arrange` sets the stack and the page up
 * before the page gets there (settings text, geo, faults, the query the page is opened with);
 * `act` is what the user does (open the page, press Try again). Either may be left out.
 */
export type EventPlan<TWorld> = {
  arrange?: (ctx: DriverContext<TWorld>) => Promise<void>;
  act?: (ctx: DriverContext<TWorld>) => Promise<void>;
};

/** An assertion on the page for a state, or `'transient'` for a state the page cannot show. */
export type StatePlan<TWorld> = ((ctx: DriverContext<TWorld>) => Promise<void>) | 'transient';

/** Paths left out of the browser run, each with the reason; only through this list. */
export type PathExclusion =
  | { /** Every path with a step of this label. */ event: string; reason: string }
  | { /** One path. */ description: string; reason: string };

/**
 * How the generated paths of one flow are driven through the real UI. `states` is typed by the
 * machine's state values, so a state added to the machine is a type error here until it is
 * planned; the suite checks the same at run time against the machine's state nodes.
 */
export type PathPlan<TLogic extends AnyStateMachine, TWorld> = {
  flow: FlowName;
  world: () => TWorld;
  /** The first act of every path: open the page, once everything before the first visible state is arranged. */
  open: (ctx: DriverContext<TWorld>) => Promise<void>;
  /** By input label: arranges for what the page starts with. */
  inputs: Readonly<Record<string, EventPlan<TWorld>>>;
  states: { readonly [K in MachineStateKey<TLogic>]: StatePlan<TWorld> };
  /** By event label (the fixture's variant labels): every event the included paths take. */
  events: Readonly<Record<string, EventPlan<TWorld>>>;
  exclusions?: readonly PathExclusion[];
  /**
   * Which of the included paths become browser tests in the default run (`npm test`):
   * `'every transition'` (the default), where a few paths chosen greedily (most new coverage
   * first) take every step the included paths take, state to state by event; or `'every path'`.
   * `E2E_PATHS=all` (`npm run test:paths`) runs every included path of every plan. The model
   * tests replay every path on the machine either way (docs/decisions.md "Browser paths").
   */
  coverage?: 'every path' | 'every transition';
};

type Pending<TWorld> = { run: (ctx: DriverContext<TWorld>) => Promise<void>; step: ModelStep };

function isExcluded(path: ModelPath, exclusions: readonly PathExclusion[]): PathExclusion | undefined {
  return exclusions.find((x) =>
    'event' in x ? path.steps.slice(1).some((s) => s.label === x.event) : path.description === x.description,
  );
}

type Coverage = NonNullable<PathPlan<AnyStateMachine, unknown>['coverage']>;

/** The selection a run makes for a plan: every path under `E2E_PATHS=all`, else the plan's own. */
export function coverageOf(plan: { coverage?: Coverage }): Coverage {
  return process.env.E2E_PATHS === 'all' ? 'every path' : (plan.coverage ?? 'every transition');
}

/** A step as a transition of the flow: from the previous step's state, by the step's label, to its state. */
function transitionsOf(path: ModelPath): string[] {
  return path.steps.map((step, i) => `${i === 0 ? '(start)' : path.steps[i - 1]!.stateKey} --${step.label}--> ${step.stateKey}`);
}

/**
 * The browser tests of a plan: every included path, or for `'every transition'` a greedy cover
 * of the transitions the included paths take (the path adding most new transitions first, ties
 * by the model's order), returned in the model's order.
 */
export function selectPaths(paths: readonly ModelPath[], coverage: Coverage): ModelPath[] {
  if (coverage === 'every path') return [...paths];
  const uncovered = new Set(paths.flatMap(transitionsOf));
  const chosen = new Set<ModelPath>();
  while (uncovered.size > 0) {
    let best: ModelPath | undefined;
    let bestGain = 0;
    for (const path of paths) {
      if (chosen.has(path)) continue;
      const gain = new Set(transitionsOf(path).filter((t) => uncovered.has(t))).size;
      if (gain > bestGain) {
        best = path;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.add(best);
    for (const t of transitionsOf(best)) uncovered.delete(t);
  }
  return paths.filter((p) => chosen.has(p));
}

/**
 * Walks a path: collects each step's arrange, remembers the pending act (opening the page
 * first), and whenever the path reaches a state the page shows, runs the pending arranges in
 * order, then the act, then the state's assertion. A path may end on states the page does not
 * show (a retry that starts the flow over): its pending arranges and act still run, and the act
 * checks what it can.
 */
export async function drivePath<TLogic extends AnyStateMachine, TWorld>(
  plan: PathPlan<TLogic, TWorld>,
  path: ModelPath,
  fixtures: { page: Page; stack: Stack },
): Promise<void> {
  const world = plan.world();
  const states = plan.states as Readonly<Record<string, StatePlan<TWorld>>>;
  const contextFor = (step: ModelStep): DriverContext<TWorld> => ({
    ...fixtures,
    world,
    path,
    step,
    expected: step.expected,
  });

  let arranges: Pending<TWorld>[] = [];
  let act: Pending<TWorld> | null = null;
  const flush = async () => {
    for (const pending of arranges) await pending.run(contextFor(pending.step));
    if (act) await act.run(contextFor(act.step));
    arranges = [];
    act = null;
  };

  for (const [index, step] of path.steps.entries()) {
    const entry = index === 0 ? plan.inputs[step.label] : plan.events[step.label];
    if (!entry) throw new Error(`The ${plan.flow} plan has no entry for "${step.label}"`);
    if (entry.arrange) arranges.push({ run: entry.arrange, step });
    const nextAct = entry.act ?? (index === 0 ? plan.open : undefined);
    if (nextAct) {
      if (act) {
        throw new Error(
          `"${act.step.label}" and "${step.label}" both act with no visible state between them: plan an assertion for "${act.step.stateKey}".`,
        );
      }
      act = { run: nextAct, step };
    }

    const checks = leafStateKeys(step.expected.value).map((key) => {
      const check = states[key];
      if (check === undefined) throw new Error(`The ${plan.flow} plan has no entry for state "${key}"`);
      return check;
    });
    if (checks.every((c) => c === 'transient')) continue;
    await flush();
    for (const check of checks) {
      if (check !== 'transient')
        await test.step(`${step.label} → ${step.stateKey}`, () => check(contextFor(step)));
    }
  }
  await flush();
}

/** Leaf states of a machine by dotted key, as its state values name them. */
function leafStateKeysOf(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => Object.keys(node.states).length === 0)
    .map((node) => node.path.join('.'));
}

/** What is wrong with a plan for a model: missing or stale entries, unused exclusions, paths without a test. */
export function checkPlan<TLogic extends AnyStateMachine, TWorld>(
  plan: PathPlan<TLogic, TWorld>,
  model: FlowModel,
  registered: readonly string[],
): string[] {
  const problems: string[] = [];
  const exclusions = plan.exclusions ?? [];
  const leaves = leafStateKeysOf(model.machine);
  const planned = Object.keys(plan.states);
  for (const key of leaves) if (!planned.includes(key)) problems.push(`states: "${key}" is missing`);
  for (const key of planned)
    if (!leaves.includes(key)) problems.push(`states: "${key}" is not a state of ${model.machine.id}`);

  const included = model.paths.filter((p) => !isExcluded(p, exclusions));
  const inputLabels = new Set(model.paths.map((p) => p.steps[0]?.label ?? ''));
  const eventLabels = new Set(model.paths.flatMap((p) => p.steps.slice(1).map((s) => s.label)));
  const neededEvents = new Set(included.flatMap((p) => p.steps.slice(1).map((s) => s.label)));
  for (const label of neededEvents) if (!plan.events[label]) problems.push(`events: "${label}" is missing`);
  for (const label of Object.keys(plan.events)) {
    if (!eventLabels.has(label)) problems.push(`events: no path takes "${label}"`);
  }
  for (const label of inputLabels) if (!plan.inputs[label]) problems.push(`inputs: "${label}" is missing`);
  for (const label of Object.keys(plan.inputs))
    if (!inputLabels.has(label)) problems.push(`inputs: "${label}" is not an input`);

  for (const x of exclusions) {
    if (!model.paths.some((p) => isExcluded(p, [x])))
      problems.push(`exclusions: ${JSON.stringify(x)} matches no path`);
  }
  const tests = new Set(registered);
  const wanted = new Set(included.flatMap(transitionsOf));
  const driven = new Set(included.filter((p) => tests.has(p.description)).flatMap(transitionsOf));
  if (coverageOf(plan) === 'every transition') {
    for (const t of wanted) if (!driven.has(t)) problems.push(`no browser test takes ${t}`);
  } else {
    for (const path of included)
      if (!tests.has(path.description)) problems.push(`no browser test for "${path.description}"`);
  }
  return problems;
}

/**
 * Registers one Playwright test per path of the flow, titled exactly by the path's description
 * (`npm run test:e2e -- --grep "<description>"` runs one), and a test that the plan covers
 * every state of the machine and every path not explicitly excluded.
 */
export function describePaths<TLogic extends AnyStateMachine, TWorld>(plan: PathPlan<TLogic, TWorld>): void {
  const model = flowModel(plan.flow);
  const exclusions = plan.exclusions ?? [];
  const registered: string[] = [];

  const included = model.paths.filter((path) => !isExcluded(path, exclusions));
  for (const path of selectPaths(included, coverageOf(plan))) {
    registered.push(path.description);
    test(path.description, async ({ page, stack }) => {
      await drivePath(plan, path, { page, stack });
    });
  }

  const what = coverageOf(plan);
  test(`${plan.flow} browser plan covers every state and ${what} not excluded`, () => {
    expect(checkPlan(plan, model, registered)).toEqual([]);
  });
}
