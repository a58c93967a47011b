// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';
import { dateValueOf, displayDate, localTodayIso } from './date-field.rules';
import { fixDate } from './fixed-date.testing';

const labels = {
  openCalendar: 'Choose date',
  clear: 'Clear date',
  month: 'Month',
  year: 'Year',
  format: 'DD/MM/YYYY',
};

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date of birth"
        value={value}
        locale="en-GB"
        labels={labels}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button" onClick={() => setValue('1985-12-24')}>
        Reset from outside
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Date of birth' });
const valueShown = () => screen.getByTestId('value').textContent;
const calendar = () => screen.getByRole('dialog', { name: 'Choose date' });
const day = (name: string) => within(calendar()).getByRole('button', { name });

fixDate('2026-03-15T10:00:00Z');
afterEach(cleanup);

describe('date values', () => {
  it.each([
    ['17/05/1990', '1990-05-17'],
    ['1.5.1990', '1990-05-01'],
    [' 1990-05-17 ', '1990-05-17'],
    ['', ''],
    ['31/02/1990', '31/02/1990'],
    ['17/05/90', '17/05/90'],
  ])(
    'reads DD/MM/YYYY and yyyy-mm-dd as yyyy-mm-dd, and keeps anything else as typed: %j',
    (typed, value) => {
      expect(dateValueOf(typed)).toBe(value);
    },
  );
  it('shows yyyy-mm-dd as DD/MM/YYYY and knows the local day', () => {
    expect(displayDate('1990-05-17')).toBe('17/05/1990');
    expect(displayDate('1990-02-31')).toBe('1990-02-31');
    expect(localTodayIso()).toBe('2026-03-15');
  });
});

describe('DateField (seed 002 §5: no future dates, years 1900 to now, DD/MM/YYYY, clearable)', () => {
  it('shows the value as DD/MM/YYYY and gives typed dates back as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1990-05-17" />);
    expect(input()).toHaveValue('17/05/1990');
    expect(input()).toHaveAccessibleDescription('DD/MM/YYYY');

    await user.clear(input());
    expect(valueShown()).toBe('');
    await user.type(input(), '2/3/2001');
    expect(valueShown()).toBe('2001-03-02');
    await user.tab();
    expect(input()).toHaveValue('02/03/2001');

    await user.clear(input());
    await user.type(input(), '31/02/2001');
    expect(valueShown()).toBe('31/02/2001');

    await user.click(screen.getByRole('button', { name: 'Reset from outside' }));
    expect(input()).toHaveValue('24/12/1985');
  });

  it('clears with the Clear button and keeps focus in the field', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Harness initial="1990-05-17" onChange={(v) => changes.push(v)} />);
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(input()).toHaveValue('');
    expect(changes).toEqual(['']);
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear date' })).toBeNull();
  });

  it('opens on the chosen day, with years 1900 to this year and future days not pickable', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Choose date' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Nothing chosen: today, 15 March 2026.
    expect(day('Sunday, 15 March 2026')).toHaveFocus();
    expect(day('Sunday, 15 March 2026')).toHaveAttribute('aria-current', 'date');
    const years = within(calendar()).getByRole('combobox', { name: 'Year' });
    const options = within(years)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('2026');
    expect(options.at(-1)).toBe('1900');
    expect(options).toHaveLength(127);
    // seed 002 §9: the week starts on Monday.
    expect(within(calendar()).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Monday');

    const tomorrow = day('Monday, 16 March 2026');
    expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    await user.click(tomorrow);
    expect(valueShown()).toBe('');
    expect(calendar()).toBeInTheDocument();
    // April 2026 is still to come.
    const months = within(calendar()).getByRole('combobox', { name: 'Month' });
    expect(within(months).getByRole('option', { name: 'April' })).toBeDisabled();
  });

  it('moves through days with the keyboard and picks one with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1990-05-17" />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(day('Thursday, 17 May 1990')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('Friday, 18 May 1990')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(day('Friday, 11 May 1990')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('Monday, 7 May 1990')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('Sunday, 13 May 1990')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day('Wednesday, 13 June 1990')).toHaveFocus();
    expect(within(calendar()).getByRole('grid', { name: 'June 1990' })).toBeInTheDocument();
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(day('Tuesday, 13 June 1989')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(valueShown()).toBe('1989-06-12');
    expect(input()).toHaveValue('12/06/1989');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
  });

  it('stops at today: the arrow keys do not reach a future day', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await user.keyboard('{ArrowDown}');
    expect(day('Sunday, 15 March 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day('Sunday, 15 March 2026')).toHaveFocus();
  });

  it('changes month and year with the selects, keeping the day where it can', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2000-01-31" />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await user.selectOptions(within(calendar()).getByRole('combobox', { name: 'Month' }), 'February');
    expect(within(calendar()).getByRole('grid', { name: 'February 2000' })).toBeInTheDocument();
    expect(day('Tuesday, 29 February 2000')).toHaveAttribute('tabindex', '0');
    await user.selectOptions(within(calendar()).getByRole('combobox', { name: 'Year' }), '1900');
    expect(day('Wednesday, 28 February 1900')).toHaveAttribute('tabindex', '0');
    await user.click(day('Thursday, 1 February 1900'));
    expect(valueShown()).toBe('1900-02-01');
  });

  it('closes with Escape and gives focus back to its button, without closing a dialog around it', async () => {
    const user = userEvent.setup();
    const outerEscape = vi.fn();
    render(
      <div onKeyDown={(e) => e.key === 'Escape' && outerEscape()}>
        <Harness />
      </div>,
    );
    const toggle = screen.getByRole('button', { name: 'Choose date' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(outerEscape).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(outerEscape).toHaveBeenCalledTimes(1);
  });

  it('closes when the viewer clicks elsewhere', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await user.click(screen.getByTestId('value'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
