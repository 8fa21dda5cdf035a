// The data services forms get from the host (renderers' FormDataServices, docs/form-data-services.md): typed
// calls of src/api/system.ts, quiet (the control concerned shows the failure, no page-wide toast). Answers
// are kept for the life of one services object (one page language): several fields of one dictionary ask once.
import type { ChoiceService, FormDataServices, ServiceChoice } from '../../renderers';
import type { ApiResult } from '../api/http';
import { getDefaultInfoMap, getDictComboItems, getSysProperty, getSysTypesByKey, querySysTags } from '../api/system';
import type { CommonResult } from '../api/types';

/** Tags a tag control offers at most (one page of the tag list). */
export const TAG_CHOICES_LIMIT = 500;

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.ok || result.data === undefined) throw new Error(result.message || `HTTP ${result.status}`);
  return result.data;
}

function valueOf(result: ApiResult<CommonResult<string>>): string {
  const answer = dataOf(result);
  if (!answer.state) throw new Error(answer.message || `HTTP ${result.status}`);
  return answer.value ?? '';
}

async function loadChoices(service: ChoiceService, key: string | undefined): Promise<ServiceChoice[]> {
  const quiet = { quiet: true, allowDuplicate: true };
  if (service === 'dictionary') return dataOf(await getDictComboItems(key ?? '', quiet)).map((item) => ({ value: item.value, label: item.name }));
  if (service === 'sysType') return dataOf(await getSysTypesByKey(key ?? '', quiet)).map((type) => ({ value: type.id, label: type.name }));
  const filter = {
    pageBean: { page: 1, pageSize: TAG_CHOICES_LIMIT, showTotal: false },
    ...(key ? { querys: [{ property: 'typeId', value: key, operation: 'EQUAL' as const, relation: 'AND' as const }] } : {}),
  };
  return dataOf(await querySysTags(filter, quiet)).rows.map((tag) => ({ value: tag.id, label: tag.name }));
}

/** A fresh set of services (the caller keeps one per page language, so names come in that language). */
export function createFormDataServices(): FormDataServices {
  const cache = new Map<string, Promise<unknown>>();
  // A failed answer is not kept: the control's retry asks again.
  const remembered = <T,>(key: string, load: () => Promise<T>): Promise<T> => {
    const known = cache.get(key) as Promise<T> | undefined;
    if (known) return known;
    const answer = load();
    cache.set(key, answer);
    answer.catch(() => cache.delete(key));
    return answer;
  };
  return {
    choices: (service, key) => remembered(`choices\u0000${service}\u0000${key ?? ''}`, () => loadChoices(service, key)),
    defaultInfo: () => remembered('defaultInfo', async () => ({ ...dataOf(await getDefaultInfoMap({ quiet: true, allowDuplicate: true })) })),
    systemProperty: (alias) => remembered(`property\u0000${alias}`, async () => valueOf(await getSysProperty(alias, { quiet: true, allowDuplicate: true }))),
  };
}
