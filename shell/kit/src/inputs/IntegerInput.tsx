import { TextInput, type TextInputProps } from './TextInput.tsx';

/**
 * Platform §5: an integer input accepts digits or empty; empty gives null. Any other keystroke is
 * refused (the field keeps its value), so the value is always a whole number or null.
 */
export function parseIntegerInput(text: string): number | null | undefined {
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

export interface IntegerInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: number | null;
  onChange(value: number | null): void;
}

export function IntegerInput({ value, onChange, ...rest }: IntegerInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      {...rest}
      value={value === null ? '' : String(value)}
      onChange={(text) => {
        const parsed = parseIntegerInput(text);
        if (parsed !== undefined) onChange(parsed);
      }}
    />
  );
}
