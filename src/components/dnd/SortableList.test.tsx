import Box from '@mui/material/Box';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { axeViolations } from '@tests/axe';

import { reordered } from './list-order';
import { DND_TEXTS } from './messages';
import { SortableList } from './SortableList';
import type { ListMove } from './types';

const FRUITS = ['Apple', 'Banana', 'Cherry'];

/** A list of fruits that keeps the moves it is told of, as a feature's slice would. */
function Fruits({ onMove }: { onMove(move: ListMove<string>): void }) {
  const [items, setItems] = useState(FRUITS);
  return (
    <SortableList
      items={items}
      label="Fruits"
      getId={(fruit) => fruit}
      getLabel={(fruit) => fruit}
      onMove={(move) => {
        onMove(move);
        setItems((current) => reordered(current, move.fromIndex, move.toIndex));
      }}
      renderItem={(fruit, _index, sortable) => (
        <Box ref={sortable?.dragRef} data-testid={`card-${fruit}`} sx={{ display: 'flex' }}>
          {sortable?.handle}
          <span>{fruit}</span>
          {sortable?.moveMenu}
        </Box>
      )}
    />
  );
}

async function renderFruits() {
  const onMove = vi.fn<(move: ListMove<string>) => void>();
  const user = userEvent.setup();
  const view = render(<Fruits onMove={onMove} />);
  // The drag-and-drop code loads lazily: until then the fruits show still, without handles.
  expect(within(screen.getByRole('list', { name: 'Fruits' })).getAllByRole('listitem')).toHaveLength(3);
  await screen.findByRole('button', { name: 'Reorder Apple' });
  return { ...view, user, onMove };
}

const order = () =>
  within(screen.getByRole('list', { name: 'Fruits' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const announcement = () => screen.getByRole('status', { name: 'Fruits: moves' });
const handle = (fruit: string) => screen.getByRole('button', { name: `Reorder ${fruit}` });

describe('SortableList', () => {
  it('labels every handle as a toggle that says how to move by keyboard', async () => {
    await renderFruits();
    const banana = handle('Banana');
    expect(banana).toHaveAttribute('aria-pressed', 'false');
    expect(banana).toHaveAccessibleDescription(DND_TEXTS.listInstructions);
    expect(screen.getByRole('button', { name: 'Move Banana…' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(announcement()).toHaveAttribute('aria-live', 'polite');
  });

  it('moves by keyboard: Space lifts, arrows move, Enter drops; each step announced, one move reported', async () => {
    const { user, onMove } = await renderFruits();
    act(() => handle('Banana').focus());
    await user.keyboard(' ');
    expect(handle('Banana')).toHaveAttribute('aria-pressed', 'true');
    expect(announcement()).toHaveTextContent(DND_TEXTS.lifted('Banana', { position: 2, of: 3 }));

    await user.keyboard('{ArrowDown}');
    expect(order()).toEqual(['Apple', 'Cherry', 'Banana']);
    expect(announcement()).toHaveTextContent("'Banana': position 3 of 3.");
    // Held, not yet moved.
    expect(onMove).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(announcement()).toHaveTextContent("'Banana' is already last.");
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(order()).toEqual(['Banana', 'Apple', 'Cherry']);
    await user.keyboard('{End}');
    expect(order()).toEqual(['Apple', 'Cherry', 'Banana']);

    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledOnce();
    expect(onMove).toHaveBeenCalledWith({ item: 'Banana', id: 'Banana', fromIndex: 1, toIndex: 2 });
    expect(announcement()).toHaveTextContent("Moved 'Banana' to position 3 of 3.");
    expect(order()).toEqual(['Apple', 'Cherry', 'Banana']);
    expect(handle('Banana')).toHaveAttribute('aria-pressed', 'false');
    expect(handle('Banana')).toHaveFocus();
  });

  it('Escape or Tab puts a held item back; an item dropped where it was is not reported as moved', async () => {
    const { user, onMove } = await renderFruits();
    act(() => handle('Apple').focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    expect(announcement()).toHaveTextContent("'Apple' is already first.");
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(order()).toEqual(['Banana', 'Cherry', 'Apple']);
    await user.keyboard('{Escape}');
    expect(order()).toEqual(FRUITS);
    expect(announcement()).toHaveTextContent("Move cancelled: 'Apple' is back at position 1 of 3.");
    expect(handle('Apple')).toHaveAttribute('aria-pressed', 'false');
    expect(handle('Apple')).toHaveFocus();

    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(announcement()).toHaveTextContent("Dropped 'Apple', still at position 1 of 3.");

    // Tab leaves the handle: the item is put back too.
    await user.keyboard(' {ArrowDown}');
    expect(order()).toEqual(['Banana', 'Apple', 'Cherry']);
    await user.tab();
    expect(order()).toEqual(FRUITS);
    expect(announcement()).toHaveTextContent("Move cancelled: 'Apple' is back at position 1 of 3.");
    expect(onMove).not.toHaveBeenCalled();
  });

  it('moves from the Move menu, whose impossible entries are disabled, and keeps focus on its button', async () => {
    const { user, onMove } = await renderFruits();
    await user.click(screen.getByRole('button', { name: 'Move Cherry…' }));
    const menu = screen.getByRole('menu', { name: 'Move Cherry' });
    expect(within(menu).getByRole('menuitem', { name: 'Later' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'To the end' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(menu).getByRole('menuitem', { name: 'To the start' }));
    expect(onMove).toHaveBeenCalledWith({ item: 'Cherry', id: 'Cherry', fromIndex: 2, toIndex: 0 });
    expect(order()).toEqual(['Cherry', 'Apple', 'Banana']);
    expect(announcement()).toHaveTextContent("Moved 'Cherry' to position 1 of 3.");
    expect(screen.getByRole('button', { name: 'Move Cherry…' })).toHaveFocus();
  });

  it('moves by a pointer drag: the dragged item takes the place of the one it is dropped on, announced', async () => {
    const { onMove } = await renderFruits();
    // jsdom has no DataTransfer: the little the HTML5 backend uses of it.
    const dataTransfer = {
      dropEffect: 'move',
      effectAllowed: 'all',
      types: [] as string[],
      items: [],
      files: [],
      setData: () => undefined,
      getData: () => '',
      setDragImage: () => undefined,
    };
    const source = screen.getByTestId('card-Apple');
    const target = screen.getByTestId('card-Cherry');
    expect(source).toHaveAttribute('draggable', 'true');
    fireEvent.dragStart(source, { dataTransfer });
    fireEvent.dragEnter(target, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    fireEvent.dragEnd(source, { dataTransfer });
    expect(onMove).toHaveBeenCalledWith({ item: 'Apple', id: 'Apple', fromIndex: 0, toIndex: 2 });
    expect(order()).toEqual(['Banana', 'Cherry', 'Apple']);
    expect(announcement()).toHaveTextContent("Moved 'Apple' to position 3 of 3.");
  });

  it('has no axe violations, still or with an item held', async () => {
    const { user, container } = await renderFruits();
    expect(await axeViolations(container)).toEqual([]);
    act(() => handle('Banana').focus());
    await user.keyboard(' ');
    expect(await axeViolations(container)).toEqual([]);
  });
});
