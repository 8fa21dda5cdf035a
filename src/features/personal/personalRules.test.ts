import { describe, expect, it } from 'vitest';
import { isPngFile, validatePasswordForm, validateSealForm } from './formRules';
import { pickActivePost, readRememberedPost, rememberPost, type PostOption } from './postChoice';
import { listNames, sexKey, userStatusKey } from './userFacts';

describe('user facts', () => {
  it('maps the status values of spec §4', () => {
    expect(userStatusKey(1)).toBe('normal');
    expect(userStatusKey('0')).toBe('disabled');
    expect(userStatusKey(-1)).toBe('inactive');
    expect(userStatusKey(2)).toBe('resigned');
    expect(userStatusKey(undefined)).toBe('resigned');
  });

  it('reads the sex as words of either language', () => {
    expect(sexKey('male')).toBe('male');
    expect(sexKey('女')).toBe('female');
    expect(sexKey('')).toBeUndefined();
  });

  it('lists names of arrays or id maps, preferring the path name', () => {
    expect(listNames([{ postName: 'A', pathName: 'X/A' }, { postName: 'B' }], 'postName')).toEqual(['X/A', 'B']);
    expect(listNames({ o1: { orgName: 'R&D' } }, 'orgName')).toEqual(['R&D']);
    expect(listNames(['管理员'], 'name')).toEqual(['管理员']);
    expect(listNames(undefined, 'name')).toEqual([]);
  });
});

describe('active post', () => {
  const posts: PostOption[] = [
    { postCode: 'a', postName: 'A' },
    { postCode: 'b', postName: 'B', isMaster: 1 },
    { postCode: 'c', postName: 'C' },
  ];

  it('prefers the remembered post, then the server current one, then the master post, then the first', () => {
    expect(pickActivePost(posts, 'c')?.postCode).toBe('c');
    expect(pickActivePost(posts, 'gone')?.postCode).toBe('b');
    expect(pickActivePost([...posts.slice(0, 1), { ...posts[2], disabled: true }, posts[1]], null)?.postCode).toBe('c');
    expect(pickActivePost([{ ...posts[0] }, { ...posts[2], isCurrent: true }], null)?.postCode).toBe('c');
    expect(pickActivePost([posts[0], posts[2]], null)?.postCode).toBe('a');
    expect(pickActivePost([], null)).toBeUndefined();
  });

  it('remembers the chosen post per user', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
    rememberPost('u1', 'b', storage);
    expect(readRememberedPost('u1', storage)).toBe('b');
    expect(readRememberedPost('u2', storage)).toBeNull();
  });
});

describe('password form rules', () => {
  const strategy = { enable: 1, pwdRule: 3, pwdLength: 8 };

  it('requires every field', () => {
    expect(validatePasswordForm({ oldPwd: '', newPwd: '', repeatPwd: '' }, strategy)).toEqual({
      oldPwd: { key: 'personal:password.oldRequired' },
      newPwd: { key: 'personal:password.newRequired' },
      repeatPwd: { key: 'personal:password.repeatRequired' },
    });
  });

  it('checks the strategy and the repetition', () => {
    expect(validatePasswordForm({ oldPwd: 'x', newPwd: 'abc12345', repeatPwd: 'abc1234' }, strategy)).toEqual({
      newPwd: { key: 'login:passwordRules.digitsLettersSpecial', params: { min: 8 } },
      repeatPwd: { key: 'personal:password.mismatch' },
    });
    expect(validatePasswordForm({ oldPwd: 'x', newPwd: 'abc1234!', repeatPwd: 'abc1234!' }, strategy)).toEqual({});
    expect(validatePasswordForm({ oldPwd: 'x', newPwd: '12345', repeatPwd: '12345' }, null).newPwd).toEqual({
      key: 'login:passwordRules.minLength',
      params: { min: 6 },
    });
  });
});

describe('seal form rules', () => {
  it('requires image and passwords, and equal passwords', () => {
    expect(Object.keys(validateSealForm({ fileId: '', oldPassWord: '', password: '', confirmPwd: '' }))).toEqual([
      'fileId',
      'oldPassWord',
      'password',
      'confirmPwd',
    ]);
    expect(validateSealForm({ fileId: 'f', oldPassWord: 'l', password: 'a', confirmPwd: 'b' })).toEqual({
      confirmPwd: { key: 'personal:seal.mismatch' },
    });
    expect(validateSealForm({ fileId: 'f', oldPassWord: 'l', password: 'a', confirmPwd: 'a' })).toEqual({});
  });

  it('accepts png files only', () => {
    expect(isPngFile({ name: 'seal.png', type: 'image/png' })).toBe(true);
    expect(isPngFile({ name: 'seal.PNG', type: '' })).toBe(true);
    expect(isPngFile({ name: 'seal.png', type: 'image/jpeg' })).toBe(false);
    expect(isPngFile({ name: 'seal.gif' })).toBe(false);
  });
});
