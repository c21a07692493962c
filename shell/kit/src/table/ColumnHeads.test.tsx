// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColumnHeads } from './ColumnHeads.tsx';

afterEach(cleanup);

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('ColumnHeads', () => {
  it('heads each shown column, leaving out false and null ones', () => {
    render(
      <table>
        <ColumnHeads columns={['Name', false, 'Status', null]} />
      </table>,
    );
    expect(headers()).toEqual(['Name', 'Status']);
    for (const th of screen.getAllByRole('columnheader')) expect(th.getAttribute('scope')).toBe('col');
  });

  it('adds a last header for screen readers only when hidden is given', () => {
    render(
      <table>
        <ColumnHeads columns={['Name']} hidden="Actions" />
      </table>,
    );
    expect(headers()).toEqual(['Name', 'Actions']);
    expect(screen.getByText('Actions').className).toBe('kit-visually-hidden');
  });
});
