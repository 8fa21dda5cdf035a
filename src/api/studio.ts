// The definition studio's server calls (docs/studio.md): the list of a kind's stored definitions (Flowdesk's own
// read-only call), and one definition read through its kind's own call. Every answer is the bare definition as
// the kind's schema describes it.
import { getCustomChart } from './customChart';
import { getCustomDialogByAlias } from './customDialog';
import { getCustomQueryByAlias, getQueryView } from './customQuery';
import { getBpmDataTemplateInfo } from './dataTemplate';
import { getFormPreview } from './flow';
import { request, type ApiResult, type CallOptions } from './http';
import { getColumnByAlias } from './portal';

/** The kinds the server keeps and the studio can open; a queryView's alias is <sqlAlias>.<alias>. */
export const SERVER_DEFINITION_KINDS = ['column', 'form', 'customQuery', 'queryView', 'customDialog', 'customChart', 'dataTemplate'] as const;
export type ServerDefinitionKind = (typeof SERVER_DEFINITION_KINDS)[number];

export interface ServerDefinitionEntry {
  alias: string;
  name: string;
}

/** GET ${form}/form/studio/v1/definitions?kind → [{alias, name}] ordered by alias. */
export function listServerDefinitions(kind: ServerDefinitionKind, options?: CallOptions): Promise<ApiResult<ServerDefinitionEntry[]>> {
  return request<ServerDefinitionEntry[]>({ url: '${form}/form/studio/v1/definitions', params: { kind }, ...options });
}

export type ServerDefinition = { definition: unknown } | { missing: true } | { error: string };

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'object' && Object.keys(value).length === 0);

/** One stored definition through its kind's call: the definition, missing (unknown alias), or the call's error message. */
export async function getServerDefinition(kind: string, alias: string): Promise<ServerDefinition> {
  const quiet = { quiet: true };
  const answer = async <T>(call: Promise<ApiResult<T>>, pick: (data: T) => unknown = (data) => data): Promise<ServerDefinition> => {
    const result = await call;
    if (!result.ok) return result.status === 404 ? { missing: true } : { error: result.message ?? String(result.status) };
    const definition = result.data === undefined ? undefined : pick(result.data);
    return isEmpty(definition) ? { missing: true } : { definition };
  };
  switch (kind) {
    case 'column':
      return answer(getColumnByAlias(alias, quiet));
    case 'form':
      return answer(getFormPreview(alias, quiet), (data) => data.form?.definition);
    case 'customQuery':
      return answer(getCustomQueryByAlias(alias, quiet));
    case 'queryView': {
      const dot = alias.indexOf('.');
      return dot < 1 ? { missing: true } : answer(getQueryView(alias.slice(0, dot), alias.slice(dot + 1), quiet));
    }
    case 'customDialog':
      return answer(getCustomDialogByAlias(alias, quiet));
    case 'customChart':
      return answer(getCustomChart(alias, quiet));
    case 'dataTemplate': {
      const result = await getBpmDataTemplateInfo(alias, quiet);
      // An unknown alias is state false (HTTP 200): the request layer reports it as a failure with the server's message.
      if (!result.ok) return result.status === 200 || result.status === 404 ? { missing: true } : { error: result.message ?? String(result.status) };
      return isEmpty(result.data?.value) ? { missing: true } : { definition: result.data!.value };
    }
    default:
      return { missing: true };
  }
}
