import { useParams } from 'react-router';
import { PlaylistView } from './playlist-view';

/** `/n/{id}`: a content list (seed 000 §2, seed 002 §2: playlist screens include content_list). */
export default function ContentListScreen() {
  const { id = '' } = useParams();
  return <PlaylistView key={id} listId={id} kind="content_list" />;
}
