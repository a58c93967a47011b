import { describe, expect, it } from 'vitest';

/**
 * Every machine module loads and exports at least one built machine, each import inside its own
 * test so that one broken module names itself. Not part of the mutation run: there a machine that
 * cannot be built fails its model file's graph test instead (docs/mutation.md).
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
