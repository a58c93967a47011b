import { describe, expect, it } from 'vitest';
import { FaultRegistry, faultSpecSchema } from './faults.js';

describe('fault registry', () => {
  it('applies a fault once by default, then forgets it', () => {
    const faults = new FaultRegistry();
    const { id } = faults.add({ route: '/ip-api/json', status: 500 });
    expect(faults.list()).toEqual([expect.objectContaining({ id, remaining: 1, hits: 0 })]);
    expect(faults.take('GET', '/ip-api/json')?.id).toBe(id);
    expect(faults.take('GET', '/ip-api/json')).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  it('counts down `times` and keeps `times: 0` until cleared', () => {
    const faults = new FaultRegistry();
    faults.add({ route: '/a', status: 500, times: 2 });
    const forever = faults.add({ route: '/b', status: 503, times: 0 });
    faults.take('GET', '/a');
    expect(faults.list().find((f) => f.route === '/a')?.remaining).toBe(1);
    faults.take('GET', '/a');
    for (let i = 0; i < 5; i += 1) expect(faults.take('GET', '/b')?.id).toBe(forever.id);
    expect(faults.list()).toEqual([expect.objectContaining({ id: forever.id, remaining: null, hits: 5 })]);
    faults.clear();
    expect(faults.take('GET', '/b')).toBeUndefined();
  });

  it('lets the oldest matching fault win so tests can queue outcomes', () => {
    const faults = new FaultRegistry();
    const first = faults.add({ route: '/x', status: 500 });
    const second = faults.add({ route: '/x', delayMs: 10 });
    expect(faults.take('GET', '/x')?.id).toBe(first.id);
    expect(faults.take('GET', '/x')?.id).toBe(second.id);
  });

  it('removes one fault by id', () => {
    const faults = new FaultRegistry();
    const a = faults.add({ route: '/a', status: 500 });
    faults.add({ route: '/b', status: 500 });
    expect(faults.remove(a.id)).toBe(true);
    expect(faults.remove(a.id)).toBe(false);
    expect(faults.list().map((f) => f.route)).toEqual(['/b']);
  });

  it('refuses a fault that would do nothing or has an impossible status', () => {
    expect(faultSpecSchema.safeParse({ route: '/a' }).success).toBe(false);
    expect(faultSpecSchema.safeParse({ route: '/a', status: 42 }).success).toBe(false);
    expect(faultSpecSchema.safeParse({ route: '', status: 500 }).success).toBe(false);
    expect(faultSpecSchema.safeParse({ route: '/a', drop: true }).success).toBe(true);
  });
});
