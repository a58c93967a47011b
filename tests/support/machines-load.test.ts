import { describe, expect, it } from 'vitest';

/**
 * Every machine module loads and builds its machines. Imported inside the test, so that a
 * machine that throws while it is built fails a test instead of only breaking the collection
 * of the files that import it (which the mutation run's test runner does not count as a
 * failure, docs/mutation.md).
 */
const modules = import.meta.glob<Record<string, unknown>>(['../../machines/**/*.machine.ts']);

describe('machine modules', () => {
  it('are found', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(10);
  });

  for (const [file, load] of Object.entries(modules)) {
    it(`${file.replace('../../', '')} loads and builds its machines`, async () => {
      const exports = await load();
      const machines = Object.values(exports).filter(
        (value) => typeof value === 'object' && value !== null && 'config' in value && 'root' in value,
      );
      expect(machines.length, `${file} exports no machine`).toBeGreaterThan(0);
    });
  }
});
