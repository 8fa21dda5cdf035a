import { describe, expect, it } from 'vitest';
import { conditionFromField, initialValues, isBlankValue, localizedLabel, toOperation, toQueryFields, type ListCondition } from './conditions';

describe('toOperation', () => {
  it('reads short codes and enum names in any case, and nothing else', () => {
    expect(toOperation('LK')).toBe('LIKE');
    expect(toOperation('lfk')).toBe('LEFT_LIKE');
    expect(toOperation('RHK')).toBe('RIGHT_LIKE');
    expect(toOperation('GREAT_EQUAL')).toBe('GREAT_EQUAL');
    expect(toOperation(' between ')).toBe('BETWEEN');
    expect(toOperation('DROP')).toBeUndefined();
    expect(toOperation(undefined)).toBeUndefined();
  });
});

describe('conditionFromField', () => {
  it('normalizes a custom query item with its English label', () => {
    expect(conditionFromField({ field: 'name', comment: '姓名', commentEn: 'Name', condition: 'LK', dbType: 'varchar' }, 'en-US')).toEqual({
      field: 'name',
      label: 'Name',
      operation: 'LIKE',
      dataType: 'text',
      control: 'text',
    });
    expect(conditionFromField({ field: 'name', comment: '姓名', commentEn: 'Name' }, 'zh-CN').label).toBe('姓名');
  });

  it('picks pickers by data type and falls back to EQUAL for numbers and dates', () => {
    expect(conditionFromField({ field: 'salary', dbType: 'number' }, 'zh-CN')).toMatchObject({ control: 'number', operation: 'EQUAL', label: 'salary' });
    expect(conditionFromField({ field: 'entry_date', dbType: 'date', condition: 'BETWEEN', defaultValue: ['2020-01-01', ''] }, 'zh-CN')).toMatchObject({
      control: 'date',
      operation: 'BETWEEN',
      defaultValue: ['2020-01-01', ''],
    });
  });

  it('reads the dialog controls with both option shapes', () => {
    const radio = conditionFromField({ field: 'SEX', controllerType: '2', config: { options: [{ key: '男', value: '男性' }, { key: '女', value: '女性' }] } }, 'zh-CN');
    expect(radio).toMatchObject({ control: 'radio', options: [{ value: '男', label: '男性' }, { value: '女', label: '女性' }] });
    const select = conditionFromField({ field: 'STATUS', controllerType: 3, condition: 'IN', config: { options: [{ value: 'on', label: '在职', labelEn: 'Active' }] } }, 'en-US');
    expect(select).toMatchObject({ control: 'select', multiple: true, options: [{ value: 'on', label: 'Active' }] });
    expect(conditionFromField({ field: 'TAGS', controllerType: '4' }, 'zh-CN')).toMatchObject({ control: 'tag', multiple: true });
    // A radio or select without choices is a text box.
    expect(conditionFromField({ field: 'X', controllerType: '3' }, 'zh-CN').control).toBe('text');
  });
});

describe('values → querys', () => {
  const conditions: ListCondition[] = [
    { field: 'name', label: '姓名', operation: 'LIKE', dataType: 'text', control: 'text' },
    { field: 'entry_date', label: '入职日期', operation: 'BETWEEN', dataType: 'date', control: 'date' },
    { field: 'status', label: '状态', operation: 'EQUAL', dataType: 'text', control: 'select', multiple: true, defaultValue: ['在职'] },
  ];

  it('starts from the defaults', () => {
    expect(initialValues(conditions)).toEqual({ status: ['在职'] });
  });

  it('sends only conditions with a value, ranges as pairs and several choices with IN', () => {
    expect(toQueryFields(conditions, { name: '  ', entry_date: ['', ''], status: [] })).toEqual([]);
    expect(toQueryFields(conditions, { name: ' 王 ', entry_date: ['2020-01-01', ''], status: ['在职', '试用'] })).toEqual([
      { property: 'name', value: '王', operation: 'LIKE', relation: 'AND', group: 'main' },
      { property: 'entry_date', value: ['2020-01-01', ''], operation: 'BETWEEN', relation: 'AND', group: 'main' },
      { property: 'status', value: ['在职', '试用'], operation: 'IN', relation: 'AND', group: 'main' },
    ]);
    expect(toQueryFields(conditions, { status: ['在职'] })).toEqual([{ property: 'status', value: '在职', operation: 'EQUAL', relation: 'AND', group: 'main' }]);
  });

  it('keeps hostile text as plain values (the server binds them)', () => {
    expect(toQueryFields(conditions, { name: "' OR 1=1 --" })[0].value).toBe("' OR 1=1 --");
  });

  it('knows blank values', () => {
    expect(isBlankValue(undefined)).toBe(true);
    expect(isBlankValue(['', ' '])).toBe(true);
    expect(isBlankValue(['', '2020-01-01'])).toBe(false);
    expect(localizedLabel('', 'Only English', 'zh-CN')).toBe('Only English');
  });
});
