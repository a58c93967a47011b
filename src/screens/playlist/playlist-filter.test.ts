import { describe, expect, it } from 'vitest';
import { filterByGenre, isLivePlaylist } from './playlist-filter';

const items = [
  { id: 'a', tags: ['movie', 'Action', 'sea'], genre: 'Action' },
  { id: 'b', tags: ['movie', 'Comedy'], genre: 'Comedy' },
  { id: 'c', tags: ['episode', 'drama'] },
  { id: 'd', tags: ['movie'], genre: 'Drama' },
];

describe('genre filter of the playlist grid (seed 002 §2)', () => {
  it('keeps every item when no genre is chosen', () => {
    expect(filterByGenre(items, null).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the items tagged with the genre or of that genre, ignoring case', () => {
    expect(filterByGenre(items, 'Drama').map((item) => item.id)).toEqual(['c', 'd']);
    expect(filterByGenre(items, 'action').map((item) => item.id)).toEqual(['a']);
    expect(filterByGenre(items, 'Western')).toEqual([]);
  });
});

describe('live playlists', () => {
  it('are flagged live, or hold only live channels', () => {
    expect(isLivePlaylist({ contentType: 'live', playlist: [] })).toBe(true);
    expect(
      isLivePlaylist({ playlist: [{ contentType: 'livechannel' }, { contentType: 'livechannel' }] }),
    ).toBe(true);
    expect(isLivePlaylist({ playlist: [{ contentType: 'livechannel' }, { contentType: undefined }] })).toBe(
      false,
    );
    expect(isLivePlaylist({ playlist: [] })).toBe(false);
  });
});
