import { describe, expect, it } from 'vitest';
import type { AnyMachineFixture } from './model-fixture';
import { formatCoverage, isComplete, measureCoverage } from './model-coverage';
import { buildFlowModel, type FlowModel } from './model-paths';
import { replayPath } from './model-replay';
import { caseName, rowCases, rowMatches, type OracleStep } from './oracle';

/**
 * The whole model suite of one flow: one test per generated path, named by its description
 * (`-t "<description>"` runs one), checked at every step against the fixture's oracle (the seed's
 * rules) and against the graph; a coverage test that fails below 100 % on vertices, edges, state
 * nodes or guarded branches, printing what was missed; and a test that every transition row of
 * the oracle is reached by some path.
 */
/**
 * The coverage and oracle checks replay every path of a flow in one test: a few seconds alone,
 * several times that on a loaded two-core machine. A slow run is not a failure.
 */
const WHOLE_MODEL_TIMEOUT_MS = 60_000;

export async function describeModel(
  flow: string,
  loadFixture: () => Promise<AnyMachineFixture>,
): Promise<void> {
  let fixture: AnyMachineFixture;
  let model: FlowModel;
  try {
    fixture = await loadFixture();
    model = buildFlowModel(flow, fixture);
  } catch (error) {
    // A machine that cannot be built (its module throws while it loads) or walked (a guard,
    // target or initial state that does not exist) fails a test here. Thrown while the file is
    // collected, it would leave no test at all, and a run that completes no test is not a
    // failure to the mutation test runner (docs/mutation.md).
    describe(`${flow} model`, () => {
      it(`${flow} graph: the machine loads and can be walked from its initial state`, () => {
        throw error;
      });
    });
    return;
  }
  describe(`${flow} model`, () => {
    for (const path of model.paths) {
      it(path.description, () => {
        replayPath(model, path, {
          assertStep: (actual, expected, where) => expect(actual, where).toEqual(expected),
        });
      });
    }

    it(
      `${flow} coverage: vertices, edges, state nodes and guarded branches at 100 %`,
      () => {
        const report = measureCoverage(model);
        if (!isComplete(report)) expect.fail(formatCoverage(report));
        expect(report.paths).toBeGreaterThan(0);
      },
      WHOLE_MODEL_TIMEOUT_MS,
    );

    const rows = fixture.oracle?.transitions ?? [];
    if (rows.length) {
      it(
        `${flow} oracle: every transition row is reached by a generated path`,
        () => {
          const steps: OracleStep[] = [];
          for (const path of model.paths) {
            try {
              replayPath(model, path, { onOracleStep: (s) => steps.push(s) });
            } catch {
              // A failing path fails its own test; its steps up to the failure still count here.
            }
          }
          const unreached = rows
            .flatMap((row, index) => rowCases(row).map((one) => ({ row: one, index })))
            .filter(({ row }) => !steps.some((s) => rowMatches(row, s)))
            .map(
              ({ row, index }) =>
                `row ${index}${caseName(row)}: ${row.expect.map((e) => e.rule).join(' / ')}`,
            );
          expect(unreached, 'oracle rows no generated path reaches').toEqual([]);
        },
        WHOLE_MODEL_TIMEOUT_MS,
      );
    }
  });
}
