import Button from '@mui/material/Button';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { LoadError } from './LoadError';
import { PageHeader } from './PageHeader';
import { type PageTab, TabbedPage } from './TabbedPage';

describe('PageHeader', () => {
  it('is the page’s one h1, with its actions beside it', () => {
    render(<PageHeader title="Users" actions={<Button>Invite User</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeVisible();
  });
});

describe('LoadError', () => {
  it('says what failed and retries on request', async () => {
    const onRetry = vi.fn();
    render(<LoadError onRetry={onRetry}>Error occurred while trying to fetch bubbles!</LoadError>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error occurred while trying to fetch bubbles!');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

const TABS: PageTab[] = [
  { id: 'behavior', label: 'Behavior Settings', content: <p>Behavior form</p> },
  { id: 'colors', label: 'Color Settings', content: <p>Colour pickers</p> },
  { id: 'cues', label: 'Cues', content: <p>Cue list</p> },
];

function renderTabs(initialEntry: string, onLeave?: (from: string, to: string) => boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/website-assistant',
        element: <TabbedPage label="Website assistant" tabs={TABS} onLeave={onLeave} />,
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const panel = () => screen.getByRole('tabpanel');

describe('TabbedPage', () => {
  it('opens the first tab without a tab in the address, and the named one with it', () => {
    renderTabs('/website-assistant');
    expect(screen.getByRole('tablist', { name: 'Website assistant' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Behavior Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveTextContent('Behavior form');
    expect(panel()).toHaveAccessibleName('Behavior Settings');
  });

  it('keeps the open tab in the address: a link opens it, Back returns to the previous one', async () => {
    const router = renderTabs('/website-assistant?tab=colors');
    expect(panel()).toHaveTextContent('Colour pickers');
    await userEvent.click(screen.getByRole('tab', { name: 'Cues' }));
    expect(panel()).toHaveTextContent('Cue list');
    expect(router.state.location.search).toBe('?tab=cues');
    await router.navigate(-1);
    expect(await screen.findByText('Colour pickers')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Color Settings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the first tab for an unknown id', () => {
    renderTabs('/website-assistant?tab=nothing');
    expect(panel()).toHaveTextContent('Behavior form');
  });

  it('moves between tabs by keyboard', async () => {
    renderTabs('/website-assistant');
    screen.getByRole('tab', { name: 'Behavior Settings' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Color Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(panel()).toHaveTextContent('Colour pickers');
  });

  it('stays on the tab when leaving it is refused', async () => {
    const onLeave = vi.fn(() => false);
    const router = renderTabs('/website-assistant?tab=behavior', onLeave);
    await userEvent.click(screen.getByRole('tab', { name: 'Cues' }));
    expect(onLeave).toHaveBeenCalledWith('behavior', 'cues');
    expect(panel()).toHaveTextContent('Behavior form');
    expect(router.state.location.search).toBe('?tab=behavior');
  });
});
