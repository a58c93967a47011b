import { options } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleEffectsAfterRender } from './effect-scheduling';

describe('scheduleEffectsAfterRender', () => {
  afterEach(() => {
    delete options.requestAnimationFrame;
    vi.useRealTimers();
  });

  it('runs the effects Preact hands over after the render task, in order, not during it', async () => {
    scheduleEffectsAfterRender();
    const ran: string[] = [];
    options.requestAnimationFrame?.(() => ran.push('first'));
    options.requestAnimationFrame?.(() => ran.push('second'));
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual(['first', 'second']), { interval: 1 });
  });

  it('is not held back by a stopped clock (timers and frames faked, as a paused test clock does)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'requestAnimationFrame', 'Date'] });
    scheduleEffectsAfterRender();
    let ran = false;
    options.requestAnimationFrame?.(() => (ran = true));
    await vi.waitFor(() => expect(ran).toBe(true), { interval: 1 });
  });

  it('runs effects scheduled while a flush runs, too', async () => {
    scheduleEffectsAfterRender();
    const ran: string[] = [];
    options.requestAnimationFrame?.(() => {
      ran.push('outer');
      options.requestAnimationFrame?.(() => ran.push('inner'));
    });
    await vi.waitFor(() => expect(ran).toEqual(['outer', 'inner']), { interval: 1 });
  });
});
