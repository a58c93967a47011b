import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { withFakeActors } from './fake-actors';
import {
  ORACLE_REQUIRED,
  type AnyMachineFixture,
  type ProjectedState,
  type VariantFilter,
} from './model-fixture';
import { stateKeyOf } from './state-keys';

export type StepKind = 'input' | 'event' | 'done' | 'error' | 'after';

/** One step of a generated path: what happened, and the state the machine must then be in. */
export type ModelStep = {
  /** The input's label for the first step, else the event's label. */
  label: string;
  kind: StepKind;
  /** `{ type: 'xstate.init' }` for the first step. */
  event: EventObject;
  /** For done and error events: the invoke whose child must be running. */
  invokeId: string | null;
  /** Leaf state keys joined with ` + ` (one key unless parallel): `failed.configInvalid`. */
  stateKey: string;
  expected: ProjectedState;
};

export type ModelPath = {
  flow: string;
  /** `flow: input › event › event → state`: stable, unique, and what QA greps by. */
  description: string;
  inputIndex: number;
  steps: ModelStep[];
};

export type ModelEdge = { from: string; eventKey: string; to: string; label: string };

export type FlowModel = {
  flow: string;
  fixture: AnyMachineFixture;
  /** The fixture's machine with every actor faked; traversal, replay and coverage all use it. */
  machine: AnyStateMachine;
  paths: ModelPath[];
  /** Every vertex of the merged graphs, by serialized projected state. */
  vertices: Map<string, ProjectedState>;
  /** Every edge of the merged graphs (one per event payload), by `from`, event and `to`. */
  edges: Map<string, ModelEdge>;
  stats: { shortestPaths: number; extraPaths: number; dedupedPaths: number };
  project: (snapshot: AnyMachineSnapshot) => ProjectedState;
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /** Readable label of a graph event (variant label, `after` delay, or the fixture's override). */
  labelOf: (event: EventObject) => string;
};

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';
/** Characters that would make `--grep "<description>"` mean something other than the text. */
const REGEX_SPECIALS = /[\\^$*+?()[\]{}|]/;

type Adjacency = Record<
  string,
  {
    state: AnyMachineSnapshot;
    transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
  }
>;

export const edgeId = (from: string, eventKey: string, to: string) => `${from}\n${eventKey}\n${to}`;

/** Same as xstate/graph's own event serializer, so keys match the adjacency map's. */
export const eventKeyOf = (event: EventObject) => JSON.stringify(event);

function kindOf(type: string): StepKind {
  if (type.startsWith(DONE)) return 'done';
  if (type.startsWith(ERROR)) return 'error';
  if (type.startsWith(AFTER)) return 'after';
  return 'event';
}

function invokeIdOf(type: string): string | null {
  if (type.startsWith(DONE)) return type.slice(DONE.length);
  if (type.startsWith(ERROR)) return type.slice(ERROR.length);
  return null;
}

/** Invoke ids per kind of outcome the machine handles, read from its state nodes. */
function invokeIdsHandling(machine: AnyStateMachine): { done: Set<string>; error: Set<string> } {
  const done = new Set<string>();
  const error = new Set<string>();
  const nodes = [machine.root, ...allStateNodes(machine)];
  for (const node of nodes) {
    for (const type of node.transitions.keys()) {
      const id = invokeIdOf(type);
      if (id === null) continue;
      if (id.includes('*')) throw new Error(`${node.id} handles the wildcard "${type}": name the invoke id.`);
      (type.startsWith(DONE) ? done : error).add(id);
    }
    for (const invoke of node.invoke) {
      // Without an explicit id XState generates one from the node's position, which changes with every edit.
      if (invoke.id.includes(':invocation[')) {
        throw new Error(
          `${node.id} invokes "${invoke.src}" without an id: set invoke.id so tests can address it.`,
        );
      }
    }
  }
  return { done, error };
}

export function allStateNodes(machine: AnyStateMachine) {
  const out: (typeof machine.root)[] = [];
  const visit = (node: typeof machine.root) => {
    for (const child of Object.values(node.states)) {
      out.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return out;
}

type OfferedVariant = { label: string; event: EventObject; offer: VariantFilter | undefined };

/** Checks the fixture against the machine and lists every variant the graph may offer. */
function collectVariants(
  fixture: AnyMachineFixture,
  machine: AnyStateMachine,
): Map<string, OfferedVariant[]> {
  const byType = new Map<string, OfferedVariant[]>();
  const { done, error } = invokeIdsHandling(machine);
  const problems: string[] = [];

  /** The variants of one actor's done or error event, as the fixture lists them. */
  const offerEnding = <V extends { label: string; offer?: VariantFilter }>(
    prefix: string,
    id: string,
    variants: readonly V[] | undefined,
    missing: string,
    payload: (variant: V) => object,
  ) => {
    if (!variants?.length) problems.push(missing);
    byType.set(
      prefix + id,
      (variants ?? []).map((v) => ({
        label: v.label,
        event: { type: prefix + id, ...payload(v), actorId: id },
        offer: v.offer,
      })),
    );
  };
  for (const id of done) {
    const missing = `doneOutputs.${id}: the machine handles its done event; list at least one output`;
    offerEnding(DONE, id, fixture.doneOutputs[id], missing, (v) => ({ output: v.output }));
  }
  for (const id of error) {
    const missing = `errors.${id}: the machine handles its error event; list at least one error`;
    offerEnding(ERROR, id, fixture.errors[id], missing, (v) => ({ error: v.error }));
  }
  for (const key of Object.keys(fixture.doneOutputs)) {
    if (!done.has(key)) problems.push(`doneOutputs.${key}: no state handles xstate.done.actor.${key}`);
  }
  for (const key of Object.keys(fixture.errors)) {
    if (!error.has(key)) problems.push(`errors.${key}: no state handles xstate.error.actor.${key}`);
  }
  const events = fixture.events as Record<
    string,
    readonly { label: string; event: EventObject; offer?: VariantFilter }[]
  >;
  for (const [type, variants] of Object.entries(events)) {
    if (!variants.length) problems.push(`events.${type}: list at least one variant`);
    for (const v of variants) {
      if (v.event.type !== type)
        problems.push(`events.${type}: variant "${v.label}" has type ${v.event.type}`);
    }
    byType.set(
      type,
      variants.map((v) => ({ label: v.label, event: v.event, offer: v.offer })),
    );
  }

  const labels = new Map<string, string>();
  for (const variants of byType.values()) {
    for (const v of variants) {
      const other = labels.get(v.label);
      if (other !== undefined)
        problems.push(`label "${v.label}" is used by ${other} and ${v.event.type}: labels must be unique`);
      labels.set(v.label, v.event.type);
    }
  }
  if (problems.length) throw new Error(`The fixture does not fit ${machine.id}:\n  ${problems.join('\n  ')}`);
  return byType;
}

function compareLabels(a: ModelPath, b: ModelPath): number {
  if (a.inputIndex !== b.inputIndex) return a.inputIndex - b.inputIndex;
  const n = Math.min(a.steps.length, b.steps.length);
  for (let i = 0; i < n; i++) {
    const x = a.steps[i]?.label ?? '';
    const y = b.steps[i]?.label ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.steps.length - b.steps.length;
}

/**
 * Builds the graph of a machine from its fixture and the paths that walk it (MODEL-TESTING.md
 * steps 2-4): the shortest path to every vertex, plus one path per edge those miss, minus any
 * path whose events are a strict prefix of another's. One graph per input, merged.
 */
export function buildFlowModel(flow: string, fixture: AnyMachineFixture): FlowModel {
  if (ORACLE_REQUIRED && !fixture.oracle) {
    throw new Error(`${flow}: the fixture has no oracle table (tests/support/ORACLE-API.md).`);
  }
  const machine = withFakeActors(fixture.machine as AnyStateMachine);
  const project = (snapshot: AnyMachineSnapshot): ProjectedState => ({
    value: snapshot.value,
    status: snapshot.status,
    ...fixture.project(snapshot),
  });
  const serialize = (snapshot: AnyMachineSnapshot) => JSON.stringify(project(snapshot));
  const variants = collectVariants(fixture, machine);

  const labelByEventKey = new Map<string, string>();
  for (const list of variants.values())
    for (const v of list) labelByEventKey.set(eventKeyOf(v.event), v.label);
  const labelOf = (event: EventObject): string => {
    let label = labelByEventKey.get(eventKeyOf(event));
    if (label === undefined && event.type.startsWith(AFTER)) {
      label = `after ${event.type.slice(AFTER.length).split('.')[0] ?? ''}`;
    }
    label ??= event.type;
    return fixture.labelEvent ? fixture.labelEvent(event, label) : label;
  };

  const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
    // A final or errored snapshot takes no more events; offering them would add fake self-loops.
    if (snapshot.status !== 'active') return [];
    const state = project(snapshot);
    const offered: EventObject[] = [];
    for (const type of __unsafe_getAllOwnEventDescriptors(snapshot) as string[]) {
      if (type === '*' || type.endsWith('.*'))
        throw new Error(`${machine.id} handles the wildcard "${type}": list event types.`);
      // XState raises these itself when a compound state completes.
      if (type.startsWith('xstate.done.state.')) continue;
      if (type.startsWith(AFTER)) {
        offered.push({ type });
        continue;
      }
      const list = variants.get(type);
      if (!list) throw new Error(`${machine.id} handles "${type}", which the fixture's events do not list.`);
      for (const v of list) if (!v.offer || v.offer(state)) offered.push(v.event);
    }
    // can() evaluates guards: an event that would do nothing is not an edge.
    return offered.filter((event) => snapshot.can(event));
  };

  const vertices = new Map<string, ProjectedState>();
  const edges = new Map<string, ModelEdge>();
  const walked = new Set<string>();
  const toModelPath = (
    inputIndex: number,
    inputLabel: string,
    graphPath: StatePath<AnyMachineSnapshot, EventObject>,
  ) => {
    const steps: ModelStep[] = graphPath.steps.map((step, i) => {
      const expected = project(step.state);
      return {
        label: i === 0 ? inputLabel : labelOf(step.event),
        kind: i === 0 ? 'input' : kindOf(step.event.type),
        event: step.event,
        invokeId: i === 0 ? null : invokeIdOf(step.event.type),
        stateKey: stateKeyOf(step.state.value),
        expected,
      };
    });
    return { flow, inputIndex, description: '', steps } satisfies ModelPath;
  };

  let shortestCount = 0;
  let extraCount = 0;
  const perInput: ModelPath[][] = [];
  fixture.inputs.forEach(({ label: inputLabel, input }, inputIndex) => {
    const options = { events: eventsFor, serializeState: serialize, input };
    const adjacency = getAdjacencyMap(machine, options) as Adjacency;
    const shortest = getShortestPaths(machine, options) as StatePath<AnyMachineSnapshot, EventObject>[];
    shortestCount += shortest.length;

    const pathTo = new Map<string, StatePath<AnyMachineSnapshot, EventObject>>();
    for (const path of shortest) pathTo.set(serialize(path.state), path);

    for (const [from, { state, transitions }] of Object.entries(adjacency)) {
      vertices.set(from, project(state));
      for (const [eventKey, { event, state: next }] of Object.entries(transitions)) {
        const to = serialize(next);
        edges.set(edgeId(from, eventKey, to), { from, eventKey, to, label: labelOf(event) });
      }
    }
    const markWalked = (path: StatePath<AnyMachineSnapshot, EventObject>) => {
      for (let i = 1; i < path.steps.length; i++) {
        const before = path.steps[i - 1];
        const step = path.steps[i];
        if (before && step)
          walked.add(edgeId(serialize(before.state), eventKeyOf(step.event), serialize(step.state)));
      }
    };
    shortest.forEach(markWalked);

    const extra: StatePath<AnyMachineSnapshot, EventObject>[] = [];
    for (const [from, { transitions }] of Object.entries(adjacency)) {
      for (const [eventKey, { event, state: next }] of Object.entries(transitions)) {
        const id = edgeId(from, eventKey, serialize(next));
        if (walked.has(id)) continue;
        const head = pathTo.get(from);
        if (!head) throw new Error(`No shortest path reaches ${from}`);
        const path = { state: next, steps: [...head.steps, { event, state: next }], weight: head.weight + 1 };
        extra.push(path);
        markWalked(path);
      }
    }
    extraCount += extra.length;

    const candidates = [...shortest, ...extra].map((p) => toModelPath(inputIndex, inputLabel, p));
    const keyOf = (p: ModelPath) => p.steps.slice(1).map((s) => eventKeyOf(s.event));
    const keys = candidates.map(keyOf);
    // A path whose events start another path is walked by that one: every intermediate state is asserted.
    const kept = candidates.filter((_, i) => {
      const mine = keys[i] ?? [];
      return !keys.some(
        (other, j) =>
          j !== i &&
          (other.length > mine.length || (other.length === mine.length && j < i)) &&
          mine.every((k, n) => other[n] === k),
      );
    });
    perInput.push(kept);
  });

  const paths = perInput.flat().sort(compareLabels);
  for (const path of paths) path.description = describePath(flow, path.steps);
  checkDescriptions(paths);
  return {
    flow,
    fixture,
    machine,
    paths,
    vertices,
    edges,
    stats: { shortestPaths: shortestCount, extraPaths: extraCount, dedupedPaths: paths.length },
    project,
    serialize,
    labelOf,
  };
}

/**
 * `flow: input › event › event → state`. The state is also named before every own event and
 * every wait, because that is where a user acts or time passes: `config invalid →
 * failed.configInvalid › retry → detectingLocation`.
 */
function describePath(flow: string, steps: readonly ModelStep[]): string {
  // Parallel leaves are named with ` & `: the state key's ` + ` would break `--grep`.
  const named = (step: ModelStep) => `${step.label} → ${step.stateKey.split(' + ').join(' & ')}`;
  const parts = steps.map((step, i) => {
    const next = steps[i + 1];
    if (!next) return named(step);
    return next.kind === 'event' || next.kind === 'after' ? named(step) : step.label;
  });
  return `${flow}: ${parts.join(' › ')}`;
}

function checkDescriptions(paths: ModelPath[]) {
  const seen = new Set<string>();
  for (const { description } of paths) {
    if (seen.has(description)) {
      throw new Error(`Two paths are described as "${description}": give their variants distinct labels.`);
    }
    if (REGEX_SPECIALS.test(description)) {
      throw new Error(
        `"${description}" holds a regular-expression character, so --grep would not find it: relabel.`,
      );
    }
    seen.add(description);
  }
}
