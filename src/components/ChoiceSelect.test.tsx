// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceSelect } from './ChoiceSelect';
import { chooseOption, seriousA11yViolations } from '../app/layout/testSupport';

afterEach(cleanup);

it('is named by its label and reports the chosen value', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<><span id="l">Pick</span><ChoiceSelect labelledBy="l" value={undefined} options={[{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }]} onChange={onChange} /></>);
  await chooseOption(user, screen.getByRole('combobox', { name: 'Pick' }), 'Beta');
  expect(onChange).toHaveBeenCalledWith('b');
  expect(await seriousA11yViolations()).toEqual([]);
});
