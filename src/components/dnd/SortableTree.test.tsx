import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { moveNode, type MoveRules, type NodeId, treeFromParents } from '@/lib/tree';

import { axeViolations } from '@tests/axe';

import { DND_TEXTS } from './messages';
import { SortableTree } from './SortableTree';
import type { TreeMove } from './types';

/**
 *   Account
 *     Billing
 *     Profile
 *       Avatar
 *   Help
 */
const SETTINGS = treeFromParents([
  { id: 'account', parentId: null },
  { id: 'billing', parentId: 'account' },
  { id: 'profile', parentId: 'account' },
  { id: 'avatar', parentId: 'profile' },
  { id: 'help', parentId: null },
]);
const LABELS: Record<NodeId, string> = {
  account: 'Account',
  billing: 'Billing',
  profile: 'Profile',
  avatar: 'Avatar',
  help: 'Help',
};

/** The settings tree, keeping the moves it is told of as a feature's slice would. */
function Settings({ rules, onMove }: { rules: MoveRules; onMove(move: TreeMove): void }) {
  const [tree, setTree] = useState(SETTINGS);
  return (
    <SortableTree
      tree={tree}
      label="Settings"
      getLabel={(id) => LABELS[id] ?? id}
      rules={rules}
      onMove={(move) => {
        onMove(move);
        setTree((current) => moveNode(current, move.id, move.to));
      }}
      renderItem={(id) => <span data-testid={`row-${id}`}>{LABELS[id]}</span>}
    />
  );
}

async function renderSettings(rules: MoveRules = { maxDepth: 3 }) {
  const onMove = vi.fn<(move: TreeMove) => void>();
  const user = userEvent.setup();
  const view = render(<Settings rules={rules} onMove={onMove} />);
  await screen.findByRole('button', { name: 'Reorder Account' });
  return { ...view, user, onMove };
}

const announcement = () => screen.getByRole('status', { name: 'Settings: moves' });
const handle = (label: string) => screen.getByRole('button', { name: `Reorder ${label}` });
/** The labels of a list's own items (not of the lists nested in them). */
const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => within(item).getAllByText(/./, { selector: '[data-testid^="row-"]' })[0]?.textContent);
const topLevel = () => itemsOf(screen.getByRole('list', { name: 'Settings' }));
const inside = (label: string) => itemsOf(screen.getByRole('list', { name: `Inside ${label}` }));

/** Fires the HTML5 drag events of a drop of one row on another (jsdom lays nothing out: on the row's middle). */
function dragRowOnto(source: string, target: string) {
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
  // The row is the element the handle sits in.
  const row = (id: string) => screen.getByTestId(`row-${id}`).closest('[draggable]') as HTMLElement;
  fireEvent.dragStart(row(source), { dataTransfer });
  fireEvent.dragEnter(row(target), { dataTransfer });
  fireEvent.dragOver(row(target), { dataTransfer });
  fireEvent.drop(row(target), { dataTransfer });
  fireEvent.dragEnd(row(source), { dataTransfer });
}

describe('SortableTree', () => {
  it('shows the tree as nested lists, each handle a toggle described by the keyboard scheme', async () => {
    await renderSettings();
    expect(topLevel()).toEqual(['Account', 'Help']);
    expect(inside('Account')).toEqual(['Billing', 'Profile']);
    expect(inside('Profile')).toEqual(['Avatar']);
    expect(handle('Billing')).toHaveAttribute('aria-pressed', 'false');
    expect(handle('Billing')).toHaveAccessibleDescription(DND_TEXTS.treeInstructions);
  });

  it('nests and un-nests by keyboard (ArrowRight, ArrowLeft), announcing each step and the move', async () => {
    const { user, onMove } = await renderSettings();
    act(() => handle('Help').focus());
    await user.keyboard(' ');
    expect(announcement()).toHaveTextContent(DND_TEXTS.lifted('Help', { position: 2, of: 2, parent: null }));
    await user.keyboard('{ArrowRight}');
    expect(inside('Account')).toEqual(['Billing', 'Profile', 'Help']);
    expect(announcement()).toHaveTextContent("'Help': position 3 of 3 in 'Account'.");
    // The handle is a new element in another list, and has the focus.
    expect(handle('Help')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(inside('Account')).toEqual(['Billing', 'Help', 'Profile']);
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(inside('Profile')).toEqual(['Avatar', 'Help']);
    await user.keyboard('{ArrowLeft}');
    expect(inside('Account')).toEqual(['Billing', 'Profile', 'Help']);
    expect(announcement()).toHaveTextContent("'Help': position 3 of 3 in 'Account'.");
    expect(onMove).not.toHaveBeenCalled();

    await user.keyboard('{ArrowUp}{Enter}');
    expect(onMove).toHaveBeenCalledOnce();
    expect(onMove).toHaveBeenCalledWith({
      id: 'help',
      from: { parentId: null, index: 1 },
      to: { parentId: 'account', index: 1 },
    });
    expect(announcement()).toHaveTextContent("Moved 'Help' into 'Account', position 2 of 3.");
    expect(inside('Account')).toEqual(['Billing', 'Help', 'Profile']);
    expect(handle('Help')).toHaveAttribute('aria-pressed', 'false');
    expect(handle('Help')).toHaveFocus();
  });

  it('refuses, with the reason, a step past the depth limit, into a node that holds none, or off an edge', async () => {
    const { user, onMove } = await renderSettings({ maxDepth: 3, canContain: (id) => id !== 'billing' });
    act(() => handle('Help').focus());
    await user.keyboard(' {ArrowUp}');
    expect(topLevel()).toEqual(['Help', 'Account']);
    await user.keyboard('{ArrowUp}');
    expect(announcement()).toHaveTextContent("'Help' is already first.");
    await user.keyboard('{ArrowRight}');
    expect(announcement()).toHaveTextContent("'Help' has no item above it to go into.");
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(inside('Profile')).toEqual(['Avatar', 'Help']);
    // Into Avatar would be a fourth level.
    await user.keyboard('{ArrowRight}');
    expect(announcement()).toHaveTextContent(
      "Cannot move 'Help' into 'Avatar': items nest at most 3 levels deep.",
    );
    expect(inside('Profile')).toEqual(['Avatar', 'Help']);
    // Billing holds no other items.
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
    expect(inside('Account')).toEqual(['Help', 'Billing', 'Profile']);
    await user.keyboard('{ArrowUp}');
    expect(announcement()).toHaveTextContent("'Help' is already first.");
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(announcement()).toHaveTextContent(
      "Cannot move 'Help' into 'Billing': 'Billing' cannot hold other items.",
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(announcement()).toHaveTextContent("'Help' is already at the top level.");

    await user.keyboard('{Escape}');
    expect(topLevel()).toEqual(['Account', 'Help']);
    expect(announcement()).toHaveTextContent(
      "Move cancelled: 'Help' is back at position 2 of 2 at the top level.",
    );
    expect(onMove).not.toHaveBeenCalled();
  });

  it('moves from the Move menu (earlier, later, into, out of); a refused entry says why', async () => {
    const { user, onMove } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Move Profile…' }));
    const menu = screen.getByRole('menu', { name: 'Move Profile' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Earlier',
      'Later',
      "Into 'Billing'Cannot move 'Profile' into 'Billing': items nest at most 3 levels deep.",
      "Out of 'Account'",
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Later' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: /^Into 'Billing'/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(menu).getByRole('menuitem', { name: "Out of 'Account'" }));
    expect(onMove).toHaveBeenCalledWith({
      id: 'profile',
      from: { parentId: 'account', index: 1 },
      to: { parentId: null, index: 1 },
    });
    expect(topLevel()).toEqual(['Account', 'Profile', 'Help']);
    expect(announcement()).toHaveTextContent("Moved 'Profile' to the top level, position 2 of 3.");
    expect(screen.getByRole('button', { name: 'Move Profile…' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move Help…' }));
    await user.click(screen.getByRole('menuitem', { name: "Into 'Profile'" }));
    expect(inside('Profile')).toEqual(['Avatar', 'Help']);
    expect(announcement()).toHaveTextContent("Moved 'Help' into 'Profile', position 2 of 2.");
  });

  it('moves by a pointer drag, and refuses a node dropped into its own subtree with the reason', async () => {
    const { onMove } = await renderSettings();
    dragRowOnto('account', 'avatar');
    expect(onMove).not.toHaveBeenCalled();
    expect(announcement()).toHaveTextContent("Cannot move 'Account' into 'Avatar': 'Avatar' is inside it.");
    dragRowOnto('account', 'account');
    expect(announcement()).toHaveTextContent("Cannot move 'Account' into itself.");

    dragRowOnto('help', 'billing');
    expect(onMove).toHaveBeenCalledWith({
      id: 'help',
      from: { parentId: null, index: 1 },
      to: { parentId: 'billing', index: 0 },
    });
    expect(inside('Billing')).toEqual(['Help']);
    expect(announcement()).toHaveTextContent("Moved 'Help' into 'Billing', position 1 of 1.");
  });

  it('has no axe violations, still or with a node held', async () => {
    const { user, container } = await renderSettings();
    expect(await axeViolations(container)).toEqual([]);
    act(() => handle('Billing').focus());
    await user.keyboard(' {ArrowLeft}');
    expect(await axeViolations(container)).toEqual([]);
  });
});
