import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { FlowModel } from './model-paths';
import { replayPath, walkedEdgeKey } from './model-replay';
import { activeStatePaths } from './state-keys';

export type CoverageMeasure = { covered: number; total: number; missing: string[] };

export type CoverageReport = {
  flow: string;
  paths: number;
  steps: number;
  vertices: CoverageMeasure;
  edges: CoverageMeasure;
  stateNodes: CoverageMeasure;
  branches: CoverageMeasure;
  /** Paths whose replay failed: what they would have covered is missing from the measures. */
  failedPaths: { description: string; error: string }[];
};

/** One candidate transition of a state node: an `on`/`after`/`onDone`/`onError` entry or an `always` entry. */
export type BranchCandidate = { transition: AnyTransitionDefinition; description: string };

function guardName(transition: AnyTransitionDefinition): string | null {
  const guard: unknown = transition.guard;
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'an inline guard';
}

function describeCandidate(
  node: AnyStateNode,
  eventType: string,
  index: number,
  transition: AnyTransitionDefinition,
): string {
  const guard = guardName(transition);
  const targets = transition.target?.map((t: AnyStateNode) => `#${t.id}`).join(', ') ?? '(stays)';
  return `${node.id}: ${eventType || 'always'}[${index}]${guard ? ` if ${guard}` : ''} → ${targets}`;
}

/**
 * Every candidate transition of every state node, the root included. A transition with no
 * target, no actions and no reenter only forbids an event; it can never be taken.
 */
export function branchCandidates(root: AnyStateNode): BranchCandidate[] {
  const out: BranchCandidate[] = [];
  for (const node of [root, ...getStateNodes(root)]) {
    for (const [eventType, list] of node.transitions) {
      list.forEach((transition, index) => {
        if (!transition.target && !transition.actions.length && !transition.reenter) return;
        out.push({ transition, description: describeCandidate(node, eventType, index, transition) });
      });
    }
    (node.always ?? []).forEach((transition, index) => {
      out.push({ transition, description: describeCandidate(node, '', index, transition) });
    });
  }
  return out;
}

function measure(all: readonly string[], covered: ReadonlySet<string>): CoverageMeasure {
  const missing = all.filter((x) => !covered.has(x));
  return { covered: all.length - missing.length, total: all.length, missing };
}

/**
 * Replays every path and measures, from what actually happened (not from the generated paths):
 * vertices and edges of the merged graphs, state nodes entered, and guarded branches taken.
 * Branches come from the transitions XState reports for each microstep, which is the only
 * public record of which `always` candidate it picked (MODEL-TESTING.md pitfall 6: evaluating
 * guards on the graph's stand-in snapshots gives false coverage).
 */
export function measureCoverage(model: FlowModel): CoverageReport {
  const visitedVertices = new Set<string>();
  const walkedEdges = new Set<string>();
  const visitedNodes = new Set<string>();
  const taken = new Set<AnyTransitionDefinition>();
  const failedPaths: CoverageReport['failedPaths'] = [];
  let steps = 0;

  for (const path of model.paths) {
    try {
      replayPath(model, path, {
        onMicrostep: (transitions, snapshot) => {
          transitions.forEach((t) => taken.add(t));
          // States left within one macrostep (an `always` hop) are entered only here.
          for (const key of activeStatePaths(snapshot.value)) visitedNodes.add(key);
        },
        onStep: (step, before, after) => {
          steps += 1;
          visitedVertices.add(model.serialize(after));
          for (const key of activeStatePaths(after.value)) visitedNodes.add(key);
          if (before) walkedEdges.add(walkedEdgeKey(model, step, before, after));
        },
      });
    } catch (error) {
      failedPaths.push({
        description: path.description,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  const candidates = branchCandidates(model.machine.root);
  const takenDescriptions = new Set(
    candidates.filter((c) => taken.has(c.transition)).map((c) => c.description),
  );
  const edgeNames = new Map([...model.edges].map(([id, e]) => [id, `${e.from} --${e.label}--> ${e.to}`]));
  const edges = measure([...model.edges.keys()], walkedEdges);
  return {
    flow: model.flow,
    paths: model.paths.length,
    steps,
    vertices: measure([...model.vertices.keys()], visitedVertices),
    edges: { ...edges, missing: edges.missing.map((id) => edgeNames.get(id) ?? id) },
    stateNodes: measure(
      getStateNodes(model.machine.root).map((node) => node.path.join('.')),
      visitedNodes,
    ),
    branches: measure(
      candidates.map((c) => c.description),
      takenDescriptions,
    ),
    failedPaths,
  };
}

const percent = (m: CoverageMeasure) => (m.total === 0 ? 100 : Math.floor((m.covered / m.total) * 1000) / 10);

/** A short table of the four measures, and what is missing from each. */
export function formatCoverage(report: CoverageReport): string {
  const rows = (['vertices', 'edges', 'stateNodes', 'branches'] as const).map((name) => {
    const m = report[name];
    const head = `  ${name.padEnd(10)} ${String(m.covered).padStart(4)} / ${String(m.total).padEnd(4)} ${percent(m)} %`;
    return [head, ...m.missing.map((x) => `      missing: ${x.replace(/\n/g, ' ')}`)].join('\n');
  });
  const failed = report.failedPaths.map(
    (f) => `  replay failed: ${f.description}\n    ${f.error.split('\n').join('\n    ')}`,
  );
  return [`${report.flow}: ${report.paths} paths, ${report.steps} steps`, ...rows, ...failed].join('\n');
}

export function isComplete(report: CoverageReport): boolean {
  return (
    report.failedPaths.length === 0 &&
    [report.vertices, report.edges, report.stateNodes, report.branches].every((m) => m.covered === m.total)
  );
}
