import { describe, expect, it } from 'vitest';
import type { AnyMachineFixture } from './model-fixture';
import { formatCoverage, isComplete, measureCoverage } from './model-coverage';
import { buildFlowModel, type FlowModel } from './model-paths';
import { replayPath } from './model-replay';

/**
 * The whole model suite of one flow: one test per generated path, named by its description
 * (`-t "<description>"` runs one), and a coverage test that fails below 100 % on vertices,
 * edges, state nodes or guarded branches, printing what was missed.
 */
export function describeModel(flow: string, fixture: AnyMachineFixture): FlowModel {
  const model = buildFlowModel(flow, fixture);
  describe(`${flow} model`, () => {
    for (const path of model.paths) {
      it(path.description, () => {
        replayPath(model, path, {
          assertStep: (actual, expected, where) => expect(actual, where).toEqual(expected),
        });
      });
    }

    it(`${flow} coverage: vertices, edges, state nodes and guarded branches at 100 %`, () => {
      const report = measureCoverage(model);
      if (!isComplete(report)) expect.fail(formatCoverage(report));
      expect(report.paths).toBeGreaterThan(0);
    });
  });
  return model;
}
