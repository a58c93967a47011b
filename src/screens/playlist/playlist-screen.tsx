import { useParams } from 'react-router';
import { PlaylistView } from './playlist-view';

/** `/p/{id}` (seed 000 §2). Keyed by id: another playlist starts with no genre chosen. */
export default function PlaylistScreen() {
  const { id = '' } = useParams();
  return <PlaylistView key={id} listId={id} kind="playlist" />;
}
