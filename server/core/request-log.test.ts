import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.js';

const entry = (method: string, path: string) => ({ time: 0, method, path, query: '', status: 200, ms: 1 });

describe('request log', () => {
  it('keeps only the newest entries and keeps counting across clears', () => {
    const log = new RequestLog(3);
    for (let i = 0; i < 5; i += 1) log.record(entry('GET', `/p${i}`));
    expect(log.list().map((e) => e.seq)).toEqual([3, 4, 5]);
    log.clear();
    expect(log.list()).toEqual([]);
    expect(log.record(entry('GET', '/next')).seq).toBe(6);
  });

  it('filters by sequence and by route selector', () => {
    const log = new RequestLog();
    log.record(entry('GET', '/apps/configs/freeavod.json'));
    log.record(entry('POST', '/apps/configs/freeavod.json'));
    log.record(entry('GET', '/ip-api/json'));
    expect(log.list({ path: '/apps/configs/*.json' })).toHaveLength(2);
    expect(log.list({ path: 'GET /apps/**' })).toHaveLength(1);
    expect(log.list({ since: 2 }).map((e) => e.path)).toEqual(['/ip-api/json']);
  });
});
