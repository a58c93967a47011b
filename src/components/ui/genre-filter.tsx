import { useTranslation } from 'react-i18next';

export type GenreFilterProps = {
  /** The genres to offer, in the order the config lists them. */
  genres: readonly string[];
  /** The chosen genre; null means all. */
  value: string | null;
  onChange: (genre: string | null) => void;
};

/** A row of toggle buttons, "All" first; the pressed one is the current filter. */
export function GenreFilter({ genres, value, onChange }: GenreFilterProps) {
  const { t } = useTranslation(['common']);
  if (genres.length === 0) return null;
  const options: { key: string; label: string; genre: string | null }[] = [
    { key: '*', label: t('common:all'), genre: null },
    ...genres.map((genre) => ({ key: genre, label: genre, genre })),
  ];
  return (
    <div className="genre-filter" role="group" aria-label={t('common:filter_by_genre')}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className="genre-filter__option"
          aria-pressed={value === option.genre}
          onClick={() => onChange(option.genre)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
