import type {
  AnyActorRef,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  OutputFrom,
  SnapshotFrom,
  StateMachine,
  StateValue,
} from 'xstate';
import type { MachineOracle } from './oracle';

/** Any JSON-like value a projection may hold (compared with deep equality, written to the catalogue). */
export type ProjectionValue =
  | string
  | number
  | boolean
  | null
  | readonly ProjectionValue[]
  | { readonly [key: string]: ProjectionValue | undefined };

/** The context fields a fixture projects; `value` and `status` are added by the harness. */
export type Projection = { readonly [key: string]: ProjectionValue | undefined };

/**
 * What a graph vertex is: the state value, the snapshot status and the projected context. Two
 * snapshots with the same projected state must behave alike for every future event, so the
 * projection holds every context field a guard (or an action feeding a guard) reads.
 */
export type ProjectedState<TProjection extends Projection = Projection> = {
  value: StateValue;
  status: string;
} & TProjection;

/** One payload variant of a machine's own event type. */
export type EventVariant<TEvent, TProjection extends Projection = Projection> = {
  /** Readable, unique within the flow: it becomes part of the path descriptions QA greps by. */
  label: string;
  event: TEvent;
  /** Offer the variant only in these vertices (see {@link VariantFilter}). */
  offer?: VariantFilter<TProjection>;
};

/**
 * Restricts where a variant is offered, to keep independent dimensions from multiplying (a
 * location outcome does not need to be combined with every config). It sees only the projected
 * state, so that what is offered cannot depend on which snapshot stands in for a vertex.
 */
export type VariantFilter<TProjection extends Projection = Projection> = (
  state: ProjectedState<TProjection>,
) => boolean;

/** An output an invoked actor completes with, delivered as `xstate.done.actor.<invokeId>`. */
export type DoneVariant<TOutput, TProjection extends Projection = Projection> = {
  label: string;
  output: TOutput;
  offer?: VariantFilter<TProjection>;
};

/**
 * An error an invoked actor fails with, delivered as `xstate.error.actor.<invokeId>`. Plain data,
 * not Error instances: `JSON.stringify(new Error())` is `{}`, which would merge distinct errors.
 */
export type ErrorVariant<TProjection extends Projection = Projection> = {
  label: string;
  error: unknown;
  offer?: VariantFilter<TProjection>;
};

type ProvidedActorsOf<TLogic> =
  TLogic extends StateMachine<
    infer _C,
    infer _E,
    infer _Ch,
    infer TActor,
    infer _A,
    infer _G,
    infer _D,
    infer _V,
    infer _T,
    infer _I,
    infer _O,
    infer _Em,
    infer _M,
    infer _S,
    infer _TM
  >
    ? TActor
    : never;

/** The names the machine gives its actors (`setup({ actors })` keys). */
export type ActorSrcOf<TLogic> = ProvidedActorsOf<TLogic> extends { src: infer S extends string } ? S : never;

/** The logic registered under one actor name. */
export type ActorLogicOf<TLogic, TSrc extends string> = Extract<
  ProvidedActorsOf<TLogic>,
  { src: TSrc }
>['logic'];

type OwnEvent<TLogic extends AnyStateMachine> = EventFromLogic<TLogic>;

/**
 * Payload variants for every own event type. A mapped type with no optional keys: a new event
 * type in the machine is a type error in the fixture until it lists the new event's variants.
 */
export type EventVariants<TLogic extends AnyStateMachine, TProjection extends Projection = Projection> = {
  [K in OwnEvent<TLogic>['type']]: readonly EventVariant<
    Extract<OwnEvent<TLogic>, { type: K }>,
    TProjection
  >[];
};

/**
 * Outputs per invoke id. Ids that equal an actor name are typed with that actor's output; the
 * harness checks at run time that every invoke with an `onDone` has at least one output and
 * that no key names an invoke the machine does not have.
 */
export type DoneOutputs<TLogic extends AnyStateMachine, TProjection extends Projection = Projection> = {
  [K in ActorSrcOf<TLogic>]?: readonly DoneVariant<OutputFrom<ActorLogicOf<TLogic, K>>, TProjection>[];
} & { readonly [invokeId: string]: readonly DoneVariant<unknown, TProjection>[] | undefined };

/** Errors per invoke id; every invoke needs at least one (DESIGN.md: every invoke has onError). */
export type ErrorOutcomes<TProjection extends Projection = Projection> = {
  readonly [invokeId: string]: readonly ErrorVariant<TProjection>[] | undefined;
};

/** What a state assertion can look at after the harness has compared the projected state. */
export type StateAssertionContext<TLogic extends AnyStateMachine> = {
  snapshot: SnapshotFrom<TLogic>;
  /** The input an invoked (fake) actor received, or undefined when no child has that id. */
  inputOf: (invokeId: string) => unknown;
  /** The path and step being replayed, for messages. */
  description: string;
  stepIndex: number;
};

/** Dotted keys of the leaf states in a state value type: `failed.configInvalid`, `ready`. */
export type StateKeyOf<TValue> = TValue extends string
  ? TValue
  : TValue extends Record<string, unknown>
    ? { [K in keyof TValue & string]: `${K}.${StateKeyOf<TValue[K]>}` }[keyof TValue & string]
    : never;

/** Every leaf state key of a machine (from full state values; `matches()` also takes partial ones). */
export type MachineStateKey<TLogic extends AnyStateMachine> = StateKeyOf<SnapshotFrom<TLogic>['value']>;

/**
 * TRANSITION SWITCH (issue 10). While `false`, a fixture may still come without `oracle` and
 * is then checked only against its own graph. Set it to `true` once every fixture in
 * `tests/model/flows.ts` has its oracle table: `oracle` becomes required by the type checker and
 * `buildFlowModel` refuses a fixture without one. Nothing else needs to change.
 */
export const ORACLE_REQUIRED = true as const;

type OracleSlot<
  TLogic extends AnyStateMachine,
  TProjection extends Projection,
> = typeof ORACLE_REQUIRED extends true
  ? { oracle: MachineOracle<TLogic, TProjection> }
  : { oracle?: MachineOracle<TLogic, TProjection> };

/**
 * Everything the model tests of one machine need. Declare it with
 * `satisfies MachineFixture<typeof someMachine, SomeProjection>` so that the machine's types
 * check every variant.
 */
export type MachineFixture<
  TLogic extends AnyStateMachine,
  TProjection extends Projection = Projection,
> = OracleSlot<TLogic, TProjection> & {
  machine: TLogic;
  /** One graph per input, merged: some guard branches are reachable only from some inputs. */
  inputs: readonly { label: string; input: InputFrom<TLogic> }[];
  /** Context fields that matter: every field a guard reads; never a growing collection. */
  project: (snapshot: SnapshotFrom<TLogic>) => TProjection;
  events: EventVariants<TLogic, TProjection>;
  doneOutputs: DoneOutputs<TLogic, TProjection>;
  errors: ErrorOutcomes<TProjection>;
  /**
   * The timing spec for `after` transitions the oracle's `delays` do not name (prefer those:
   * they carry the seed rule), kept apart from the machine: the replay advances
   * the clock to one millisecond short of this, checks nothing happened, then one more.
   */
  expectedDelayMs?: (afterEventType: string, snapshotBefore: SnapshotFrom<TLogic>) => number;
  /** Overrides the label of an event in path descriptions (the default comes from the variants). */
  labelEvent?: (event: EventFromLogic<TLogic> | { type: string }, defaultLabel: string) => string;
  /** Extra checks per leaf state key, run after the projected state matched. */
  stateAssertions?: { [K in MachineStateKey<TLogic>]?: (context: StateAssertionContext<TLogic>) => void };
};

/**
 * The inputs of a machine whose input is a single field, one per value and labelled:
 * `inputsOf('isChina', { 'China mode': true, 'outside China': false })`.
 */
export function inputsOf<K extends string, V>(
  field: K,
  valueByLabel: Readonly<Record<string, V>>,
): { label: string; input: { [F in K]: V } }[] {
  return Object.entries(valueByLabel).map(([label, value]) => ({
    label,
    input: { [field]: value } as { [F in K]: V },
  }));
}

/** A fixture with its machine type erased, as the registry of flows holds them. */
// The registry mixes machines whose context and event types differ; `any` is the only common shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMachineFixture = MachineFixture<any, any>;

/** A live child the harness can read the input of. */
export type ChildWithInput = AnyActorRef & { getSnapshot(): { input?: unknown } };
