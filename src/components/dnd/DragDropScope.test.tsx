import { render, screen } from '@testing-library/react';
import { useDrag } from 'react-dnd';
import { describe, expect, it } from 'vitest';

import { DragDropScope } from './DragDropScope';

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
