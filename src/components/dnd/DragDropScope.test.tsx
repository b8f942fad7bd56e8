import { render, screen } from '@testing-library/react';
import { useDrag } from 'react-dnd';
import { describe, expect, it, vi } from 'vitest';

/** A feature's own draggable: react-dnd's hook works only inside a scope. */
function Card() {
  const [, drag] = useDrag(() => ({ type: 'card', item: { id: 'card' } }));
  return (
    <div
      ref={(node) => {
        drag(node);
      }}
    >
      Card
    </div>
  );
}

describe('DragDropScope', () => {
  it('shows the fallback until react-dnd has loaded, then children that drag', async () => {
    // A fresh copy of the scope: test files share modules (vitest `isolate: false`), and a scope another test
    // already rendered has its lazy part loaded, which would skip the fallback.
    vi.resetModules();
    const { DragDropScope } = await import('./DragDropScope');
    render(
      <DragDropScope fallback={<p>Still</p>}>
        <Card />
      </DragDropScope>,
    );
    expect(screen.getByText('Still')).toBeInTheDocument();
    expect(await screen.findByText('Card')).toHaveAttribute('draggable', 'true');
    expect(screen.queryByText('Still')).toBeNull();
  });
});
