import { UNREACHABLE_PING, type PingLine } from '@lobbykit/contract';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../test/i18n';
import { LinesDialog } from './LinesDialog';
import { LinesPanel, pingTone, type LinesPanelProps } from './LinesPanel';

const line = (lineNumber: number, ping: number, pending = false): PingLine => ({
  url: `https://line${lineNumber}.example`,
  lineNumber,
  ping,
  pending,
});

const LINES = [line(1, 86), line(2, UNREACHABLE_PING), line(3, 0), line(4, 640)];

function renderPanel(props: Partial<LinesPanelProps> = {}) {
  const onChoose = vi.fn();
  const onTest = vi.fn();
  render(
    <LinesPanel lines={LINES} current={0} testing={false} onChoose={onChoose} onTest={onTest} {...props} />,
  );
  return { onChoose, onTest };
}

describe('pingTone', () => {
  it.each([
    [86, 'good'],
    [300, 'good'],
    [301, 'slow'],
    [UNREACHABLE_PING, 'down'],
    [0, 'none'],
  ] as const)('calls a ping of %i %s', (ping, tone) => {
    expect(pingTone(line(1, ping))).toBe(tone);
  });
});

describe('LinesPanel', () => {
  it('names each line with its ping in words, the one in use checked, and passes axe', async () => {
    renderPanel();
    const group = screen.getByRole('group', { name: 'Switch line' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'Line 1 86 ms In use' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Line 2 Unreachable' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Line 3 Not tested' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Line 4 640 ms' })).toHaveProperty('checked', false);
    await expectNoAxeViolations();
  });

  it('writes the milliseconds in the player’s language', async () => {
    await switchLanguage('zh_CN');
    try {
      renderPanel({ lines: [line(1, 1200)] });
      expect(screen.getByRole('radio').closest('label')!.textContent).toContain('1200毫秒');
    } finally {
      await switchLanguage('en_US');
    }
  });

  // The arrow keys are the browser's own (one radio group): the story plays them in Chromium.
  it('switches to the line the player picks', async () => {
    const { onChoose } = renderPanel();
    await userEvent.click(screen.getByRole('radio', { name: /^Line 4/ }));
    expect(onChoose).toHaveBeenLastCalledWith('https://line4.example');
  });

  it('tests again on request, and not while a test runs', async () => {
    const { onTest } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Test again' }));
    expect(onTest).toHaveBeenCalledOnce();
  });

  it('says each line is being tested while a test runs, and passes axe', async () => {
    const { onTest } = renderPanel({
      testing: true,
      lines: LINES.map((each) => ({ ...each, pending: true })),
    });
    expect(screen.getByRole('radio', { name: 'Line 1 Testing… In use' })).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Switch line' }).getAttribute('aria-busy')).toBe('true');
    const busy = screen.getByRole('button', { name: 'Testing…' });
    await userEvent.click(busy);
    expect(onTest).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });
});

describe('LinesDialog', () => {
  it('is a dialog named "Switch line" that closes with its close button, and passes axe', async () => {
    const onClose = vi.fn();
    render(
      <LinesDialog
        open
        onClose={onClose}
        lines={LINES}
        current={1}
        testing={false}
        onChoose={() => {}}
        onTest={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Switch line' });
    expect(within(dialog).getByRole('radio', { name: 'Line 2 Unreachable In use' })).toHaveProperty(
      'checked',
      true,
    );
    await expectNoAxeViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
