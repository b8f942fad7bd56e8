import Button from '@mui/material/Button';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { type ResponsiveColumn, ResponsiveTable } from './ResponsiveTable';

interface Person {
  id: string;
  name: string;
  email: string;
  company: string;
}

const PEOPLE: Person[] = [
  { id: '1', name: 'Olivia Bennett', email: 'olivia.bennett@demo.example', company: 'Demo Organisation' },
  { id: '2', name: 'Sam Rivera', email: 'sam.rivera@demo.example', company: '' },
];

const COLUMNS: ResponsiveColumn<Person>[] = [
  { id: 'name', header: 'Name', card: 'title', cell: (person) => person.name },
  { id: 'email', header: 'Email', cell: (person, layout) => `${person.email} (${layout})` },
  { id: 'company', header: 'Company', cell: (person) => person.company },
  { id: 'id', header: 'Id', card: 'hidden', cell: (person) => person.id },
  {
    id: 'action',
    header: 'Action',
    card: 'actions',
    cell: (person) => <Button aria-label={`Remove ${person.name}`}>Remove</Button>,
  },
];

/** jsdom answers media queries with false; `width` answers MUI's breakpoint queries as a screen that wide. */
function screenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  });
}

const renderPeople = () =>
  render(
    <ThemeProvider theme={createTheme()}>
      <ResponsiveTable aria-label="People" columns={COLUMNS} rows={PEOPLE} rowKey={(person) => person.id} />
    </ThemeProvider>,
  );

describe('ResponsiveTable (every table of the portal)', () => {
  it('is a table from 600 px up, every column in it', () => {
    screenWidth(600);
    renderPeople();
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Company', 'Id', 'Action']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Olivia Bennett', 'olivia.bennett@demo.example (table)', 'Demo Organisation', '1', 'Remove']);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is a list of cards below 600 px: named by the title, labelled fields, the actions last', () => {
    screenWidth(599);
    renderPeople();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'People' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const olivia = within(list).getByRole('listitem', { name: 'Olivia Bennett' });
    // Fields are a description list: each label (dt) with its value (dd).
    const labels = within(olivia)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(olivia)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(labels).toEqual(['Email', 'Company']);
    expect(values).toEqual(['olivia.bennett@demo.example (card)', 'Demo Organisation']);
    expect(within(olivia).getByRole('button', { name: 'Remove Olivia Bennett' })).toBeInTheDocument();
    // The title's column is not repeated as a field, a hidden one not shown at all.
    expect(olivia).not.toHaveTextContent('Id');

    // An empty cell is no field on a card.
    const sam = within(list).getByRole('listitem', { name: 'Sam Rivera' });
    expect(
      within(sam)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Email']);
  });

  it('keeps words whole on a card: values wrap between words, never anywhere', () => {
    screenWidth(360);
    renderPeople();
    const value = screen.getAllByRole('definition')[0]!;
    const style = window.getComputedStyle(value);
    expect(style.overflowWrap).toBe('break-word');
    expect(style.wordBreak).toBe('normal');
  });
});

describe('ResponsiveTable, sortable columns', () => {
  const sortable = (onSort: () => void): ResponsiveColumn<Person>[] =>
    COLUMNS.map((column) => (column.id === 'name' ? { ...column, onSort, sortDirection: 'desc' } : column));
  const renderSortable = (onSort: () => void) =>
    render(
      <ThemeProvider theme={createTheme()}>
        <ResponsiveTable
          aria-label="People"
          columns={sortable(onSort)}
          rows={PEOPLE}
          rowKey={(person) => person.id}
        />
      </ThemeProvider>,
    );

  it('makes a sortable column’s header a button, and says the order', () => {
    screenWidth(600);
    const onSort = vi.fn();
    renderSortable(onSort);
    const header = screen.getByRole('columnheader', { name: /^Name/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    within(header).getByRole('button').click();
    expect(onSort).toHaveBeenCalledOnce();
    expect(within(screen.getByRole('columnheader', { name: 'Email' })).queryByRole('button')).toBeNull();
  });

  it('offers the sortable columns as buttons above the cards on a phone', () => {
    screenWidth(599);
    const onSort = vi.fn();
    renderSortable(onSort);
    const sortBy = screen.getByRole('group', { name: 'Sort by' });
    const name = within(sortBy).getByRole('button', { name: /^Name/ });
    expect(name).toHaveAttribute('aria-pressed', 'true');
    expect(within(sortBy).getAllByRole('button')).toHaveLength(1);
    name.click();
    expect(onSort).toHaveBeenCalledOnce();
  });
});
