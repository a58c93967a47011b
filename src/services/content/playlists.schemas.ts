/**
 * Playlists and watchlists answer with the playlist envelope (seed 000 §7, seed 002 §3); the
 * schema lives with the media schemas because single-media answers share it.
 */
export { playlistDocumentSchema, type PlaylistDocument } from './media.schemas';
