// @vitest-environment jsdom
import { useRef } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useValidPopupReferences } from './shared';

afterEach(cleanup);

/** A combobox as Semi renders it: its references name options of a popup rendered elsewhere in the document. */
function Picker({ expanded }: { expanded: boolean }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useValidPopupReferences(wrapper, '[role="combobox"]');
  return (
    <div ref={wrapper}>
      <div role="combobox" aria-label="picker" aria-expanded={expanded} aria-controls="popup" aria-activedescendant="popup-option-0" tabIndex={0} />
    </div>
  );
}

function showPopup(): HTMLElement {
  const popup = document.createElement('div');
  popup.id = 'popup';
  popup.innerHTML = '<div id="popup-option-0" role="option">one</div>';
  document.body.append(popup);
  return popup;
}

const flushMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('useValidPopupReferences', () => {
  it('keeps the references while their targets exist and drops them in the task that removes the popup', async () => {
    const popup = showPopup();
    const { rerender } = render(<Picker expanded />);
    const combobox = screen.getByRole('combobox');
    expect(combobox.getAttribute('aria-activedescendant')).toBe('popup-option-0');
    expect(combobox.getAttribute('aria-controls')).toBe('popup');

    // Closed, the popup still leaving (its closing animation): the references stay while it is there.
    rerender(<Picker expanded={false} />);
    await flushMicrotasks();
    expect(combobox.getAttribute('aria-activedescendant')).toBe('popup-option-0');

    // Gone: a reader in the next task (axe, a screen reader) finds no reference to it; no frame is waited for.
    popup.remove();
    await flushMicrotasks();
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
    expect(combobox.hasAttribute('aria-controls')).toBe(false);
  });

  it('gives a reference back when its popup opens again', async () => {
    const { rerender } = render(<Picker expanded={false} />);
    const combobox = screen.getByRole('combobox');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
    rerender(<Picker expanded />);
    showPopup().setAttribute('data-test', 'reopened');
    await flushMicrotasks();
    expect(combobox.getAttribute('aria-activedescendant')).toBe('popup-option-0');
    document.getElementById('popup')?.remove();
  });
});
