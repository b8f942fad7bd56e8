import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { fullDateTime, timeOfDay } from '../lib/dates';
import type { ChatMessage } from '../types';

import { MessageItem } from './MessageItem';

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: 'm1',
  author: 'other',
  type: 'text',
  data: {},
  hidden: false,
  source: 'chat',
  at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe('MessageItem', () => {
  it('logs a message type it cannot show, and shows nothing for it (spec 1 §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <MessageItem message={message({ type: 'voice', data: { text: 'hello' } })} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith('Unsupported chat message type: voice');
  });

  it('shows a file as a new-tab link, and only for a web address', () => {
    const { rerender } = render(
      <MessageItem
        message={message({
          type: 'file',
          data: { url: 'https://files.example/report.pdf', fileName: 'report.pdf' },
        })}
      />,
    );
    const link = screen.getByRole('link', { name: 'report.pdf' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    rerender(
      <MessageItem
        message={message({ type: 'file', data: { url: 'javascript:alert(1)', fileName: 'x', text: 'x' } })}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('sanitises bot HTML before it reaches the DOM', () => {
    render(
      <MessageItem
        message={message({ data: { html: '<b>Done</b><img src=x onerror="alert(1)"><script>x()</script>' } })}
      />,
    );
    expect(screen.getByText('Done').tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
  });

  it('links URLs in a plain-text bot reply too (spec 1 §5), in a new tab, http:// added, web schemes only', () => {
    render(
      <MessageItem
        message={message({
          data: {
            text: 'See support.example.com/t/1 or https://x.example/a <b>not bold</b> javascript:alert(1)',
          },
        })}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'http://support.example.com/t/1',
      'https://x.example/a',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Plain text stays text: its angle brackets are not markup.
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('leaves the user’s own plain text unlinked', () => {
    render(<MessageItem message={message({ author: 'me', data: { text: 'see www.example.com' } })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the time it was sent, with the full date in its title', () => {
    render(<MessageItem message={message({ data: { text: 'hi' } })} />);
    const time = document.querySelector('time') as HTMLElement;
    expect(time).toHaveAttribute('datetime', '2026-11-21T10:00:00.000Z');
    expect(time).toHaveTextContent(timeOfDay('2026-11-21T10:00:00.000Z'));
    expect(time).toHaveAttribute('title', fullDateTime('2026-11-21T10:00:00.000Z'));
  });
});
