import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportSummary } from '@/services/event/event.schemas';
import { ALL } from './event-filters';

export type FilterSelectProps = {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** A labelled dropdown filter. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="event-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The sport filter of the list pages: "All sports", then every sport by its slug. */
export function SportFilter({
  sports,
  value,
  onChange,
}: {
  sports: readonly SportSummary[] | undefined;
  value: string;
  onChange: (sport: string) => void;
}) {
  const { t } = useTranslation(['event']);
  return (
    <FilterSelect
      label={t('event:filter_sport')}
      value={value}
      options={[
        { value: ALL, label: t('event:all_sports') },
        ...(sports ?? []).map((s) => ({ value: s.titleAndSlug.slug.current, label: s.titleAndSlug.title })),
      ]}
      onChange={onChange}
    />
  );
}
