// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConditionForm } from './ConditionForm';
import type { ConditionValues, ListCondition } from './conditions';

afterEach(cleanup);

const conditions: ListCondition[] = [
  { field: 'name', label: '姓名', operation: 'LIKE', dataType: 'text', control: 'text' },
  { field: 'salary', label: '月薪', operation: 'BETWEEN', dataType: 'number', control: 'number' },
  { field: 'sex', label: '性别', operation: 'EQUAL', dataType: 'text', control: 'radio', options: [{ value: '男', label: '男' }, { value: '女', label: '女' }] },
];

function Harness({ onSearch, onReset }: { onSearch(values: ConditionValues): void; onReset?(): void }) {
  const [values, setValues] = useState<ConditionValues>({});
  return <ConditionForm conditions={conditions} values={values} onChange={setValues} onSearch={() => onSearch(values)} onReset={onReset} locale="zh-CN" />;
}

describe('ConditionForm', () => {
  it('labels every control and searches on Enter with what was typed', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    expect(screen.getByRole('search', { name: '查询条件' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王' } });
    fireEvent.change(screen.getByLabelText('月薪（起）'), { target: { value: '8000' } });
    fireEvent.click(screen.getByRole('radio', { name: '女' }));
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith({ name: '王', salary: ['8000', ''], sex: '女' });
  });

  it('has a search and a reset button', () => {
    const onSearch = vi.fn();
    const onReset = vi.fn();
    render(<Harness onSearch={onSearch} onReset={onReset} />);
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(onReset).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith({});
  });
});
