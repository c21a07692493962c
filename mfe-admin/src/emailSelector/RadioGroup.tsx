// A row of radio buttons with a legend (sort order, member type).
import { useId } from 'react';

export function RadioGroup<V extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange(value: V): void;
}) {
  const name = useId();
  return (
    <fieldset className="adm-es-radios">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
