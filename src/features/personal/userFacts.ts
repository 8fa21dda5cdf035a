// How the user-info dialog reads the user-detail answer (contract-notes §2.2): the real backend sends
// maps of the current org/post; the reference server adds roles/orgs/posts lists and the rank.

export type UserStatusKey = 'normal' | 'disabled' | 'inactive' | 'resigned';

/** Spec §4: 1 normal, 0 disabled, -1 not activated, anything else resigned. */
export function userStatusKey(status: unknown): UserStatusKey {
  switch (String(status ?? '').trim()) {
    case '1':
      return 'normal';
    case '0':
      return 'disabled';
    case '-1':
      return 'inactive';
    default:
      return 'resigned';
  }
}

/** 'male'/'female', also as the Chinese words Hotent databases hold; undefined when unknown. */
export function sexKey(sex: unknown): 'male' | 'female' | undefined {
  const value = String(sex ?? '').trim().toLowerCase();
  if (value === 'male' || value === '男') return 'male';
  if (value === 'female' || value === '女') return 'female';
  return undefined;
}

interface Named {
  name?: string;
  pathName?: string;
  postName?: string;
  orgName?: string;
}

/** Display names of a list, or of the values of a map keyed by id; pathName wins over the short name. */
export function listNames(source: unknown, shortName: 'name' | 'postName' | 'orgName'): string[] {
  const entries: unknown[] = Array.isArray(source) ? source : source && typeof source === 'object' ? Object.values(source) : [];
  return entries
    .map((entry) => {
      if (typeof entry === 'string') return entry;
      const named = (entry ?? {}) as Named;
      return shortName === 'name' ? named.name : named.pathName || named[shortName];
    })
    .filter((name): name is string => typeof name === 'string' && name !== '');
}
