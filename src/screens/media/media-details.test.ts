import { describe, expect, it } from 'vitest';
import { eventPhase, metadataParts } from './media-details';

describe('metadata line parts', () => {
  it('has year, duration, genre and rating when known', () => {
    expect(metadataParts({ pubdate: 1_740_000_000, duration: 6240, genre: 'Action', rating: '12' })).toEqual({
      year: 2025,
      duration: { hours: 1, minutes: 44 },
      genre: 'Action',
      rating: '12',
    });
  });

  it('leaves out what is unknown', () => {
    expect(metadataParts({ duration: 0 })).toEqual({});
    expect(metadataParts({ duration: 2880 })).toEqual({ duration: { hours: 0, minutes: 48 } });
  });
});

describe('live event phase (seed 000 §4, seed 002 §4)', () => {
  const start = new Date('2026-06-01T12:00:00Z');
  const end = new Date('2026-06-01T14:00:00Z');
  it('is scheduled before the start, live until the end, ended after it', () => {
    const event = { eventState: 'PRE_LIVE', scheduledStart: start, scheduledEnd: end };
    expect(eventPhase(event, new Date('2026-06-01T11:00:00Z'))).toBe('scheduled');
    expect(eventPhase(event, new Date('2026-06-01T13:00:00Z'))).toBe('live');
    expect(eventPhase({ ...event, eventState: 'VOD_PUBLIC' }, new Date('2026-06-01T15:00:00Z'))).toBe(
      'ended',
    );
  });
});
