import { useId } from 'react';

export type LanguageOption = { code: string; name: string };

export type LanguageSelectProps = {
  label: string;
  value: string;
  options: readonly LanguageOption[];
  onChange: (code: string) => void;
};

/** A labelled select of languages, each named in itself. */
export function LanguageSelect({ label, value, options, onChange }: LanguageSelectProps) {
  const id = useId();
  return (
    <div className="language-select">
      <label className="language-select__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="language-select__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
