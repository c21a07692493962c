// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { Select } from './Select.tsx';
import { TextInput } from './TextInput.tsx';

const EMAIL_ERROR = 'Enter a valid email address';

// Controlled like a real page: the error follows the value.
function EmailField(props: { showError?: boolean; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <TextInput
      label="Email"
      hint="We never share it"
      value={value}
      onChange={setValue}
      error={value.includes('@') ? null : EMAIL_ERROR}
      showError={props.showError}
    />
  );
}

afterEach(cleanup);

describe('labelled inputs (platform §5: every input has a label tied to it)', () => {
  it('TextInput: the visible label names the input, and the hint describes it', () => {
    render(<EmailField initial="a@b.c" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByLabelText('Email')).toBe(input);
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint`);
    expect(document.getElementById(`${input.id}-hint`)?.textContent).toBe('We never share it');
  });

  it('PasswordInput: the label names only the input; Show/Hide reveals the password', () => {
    render(<PasswordInput label="Password" value="hunter2" onChange={() => undefined} />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('Checkbox: the label names the box, and clicking the label toggles it', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Remember me" checked={false} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByText('Remember me'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('Select: the label names the list; the placeholder is an empty first option', () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Flight"
        value=""
        placeholder="Select a flight"
        options={[
          { value: 'A', label: 'Alpha' },
          { value: 'B', label: 'Bravo' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Flight' });
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Select a flight'],
      ['A', 'Alpha'],
      ['B', 'Bravo'],
    ]);
    fireEvent.change(select, { target: { value: 'B' } });
    expect(onChange).toHaveBeenCalledWith('B');
  });
});

describe('Text fields show an error only after a change (platform §5)', () => {
  it('an invalid initial value shows no error until the user changes the field', () => {
    render(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(input, { target: { value: 'jane' } });
    expect(screen.getByRole('alert').textContent).toBe(EMAIL_ERROR);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint ${input.id}-error`);

    fireEvent.change(input, { target: { value: 'jane@example.org' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('showError (e.g. after a submit attempt) shows the error without a change', () => {
    render(<EmailField showError />);
    expect(screen.getByRole('alert').textContent).toBe(EMAIL_ERROR);
  });

  it('PasswordInput follows the same rule', () => {
    function Pw() {
      const [value, setValue] = useState('');
      return (
        <PasswordInput
          label="Password"
          value={value}
          onChange={setValue}
          error={value.length < 8 ? 'Too short' : null}
        />
      );
    }
    render(<Pw />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    expect(screen.getByRole('alert').textContent).toBe('Too short');
  });
});
