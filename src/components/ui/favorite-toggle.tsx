import { ActionIcon, WatchAction } from './watch-action';

export type FavoriteToggleProps = {
  isFavorite: boolean;
  /** 'Add to favorites' */
  addLabel: string;
  /** 'Remove from favorites' */
  removeLabel: string;
  /** A save is under way: the click is ignored, the button keeps its focus. */
  busy?: boolean;
  onToggle: () => void;
};

/**
 * The favourite toggle of a media page (seed 002 §4): a heart that is filled while the item is a
 * favorite, named by what pressing it does.
 */
export function FavoriteToggle({
  isFavorite,
  addLabel,
  removeLabel,
  busy = false,
  onToggle,
}: FavoriteToggleProps) {
  return (
    <WatchAction busy={busy} on={isFavorite} onPress={onToggle}>
      <ActionIcon>
        <path
          fill={isFavorite ? 'currentColor' : 'none'}
          d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z"
        />
      </ActionIcon>
      <span>{isFavorite ? removeLabel : addLabel}</span>
    </WatchAction>
  );
}
