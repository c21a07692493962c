// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntegerInput, parseIntegerInput } from './IntegerInput.tsx';

afterEach(cleanup);

function MemberNumber({ seen }: { seen: (number | null)[] }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <IntegerInput
      label="Member number"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('integer input (platform §5: accepts digits or empty; empty gives null)', () => {
  it('parses digits to a number, empty to null, and refuses anything else', () => {
    expect(parseIntegerInput('546319')).toBe(546319);
    expect(parseIntegerInput('')).toBeNull();
    expect(parseIntegerInput('12a')).toBeUndefined();
    expect(parseIntegerInput('-5')).toBeUndefined();
    expect(parseIntegerInput('1.5')).toBeUndefined();
  });

  it('typing digits gives a number, a letter keeps the value, clearing gives null', () => {
    const seen: (number | null)[] = [];
    render(<MemberNumber seen={seen} />);
    const input = screen.getByLabelText('Member number') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input, { target: { value: '123456' } });
    expect(input.value).toBe('123456');
    fireEvent.change(input, { target: { value: '123456x' } });
    expect(input.value).toBe('123456');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    expect(seen).toEqual([123456, null]);
  });
});
