// What every engine action takes: the actor, the process context (definition, graph, form) and what was submitted.
import type { Lang } from '../lib/i18n';
import type { FormDefinition } from '../../renderers/kinds/form/definition';
import { type ProcessGraph } from './graph';
import { type DefinitionRow, type Person } from './store';
import type { DeputyLookup } from './deputies';

export interface Actor {
  tenantId: string;
  userId: string;
  name: string;
  lang: Lang;
}

export type BoData = Record<string, Record<string, unknown>>;

/** The agent a user has named for a process at a time (their delegation settings), if any. */
export type AgentLookup = (tenantId: string, userId: string, defKey: string, now: string) => Person | undefined;

/** A URL form (FRAME): a page of another system, answering with a business key, its system and variables. */
export interface UrlForm {
  /** the instance data's key (the definition's form key) */
  key: string;
  url: string;
}

/** What a URL form answered (spec §7.11); its variables become the instance data. */
export interface UrlFormAnswer {
  businessKey: string;
  sysCode: string;
  vars: Record<string, unknown>;
}

/**
 * What an action needs besides the actor: the definition, its graph and its form — an online form (Flowdesk's
 * form kind) or a URL form — and who acts for whom.
 */
export interface ProcessContext {
  definition: DefinitionRow;
  graph: ProcessGraph;
  form?: FormDefinition;
  urlForm?: UrlForm;
  agentOf?: AgentLookup;
  /** the deputies of a principal marked away (deputies.ts) */
  deputiesOf?: DeputyLookup;
}

/** The key of the instance data: the online form's business object, or the URL form's key. */
export const dataKeyOf = (context: ProcessContext): string => context.form?.boAlias ?? context.urlForm?.key ?? context.definition.form_key;

/** What was submitted with an action: online form data, a URL form's answer, or nothing. */
export interface Submission {
  data?: BoData;
  urlForm?: UrlFormAnswer;
}

/** A verdict; agreeTrans / opposeTrans (同意（流转）/ 反对（流转）) are the verdicts of a task passed on to its receiver. */
export type CompleteAction = 'agree' | 'oppose' | 'abandon' | 'agreeTrans' | 'opposeTrans';
const COMPLETE_ACTIONS: readonly string[] = ['agree', 'oppose', 'abandon', 'agreeTrans', 'opposeTrans'];
export const isCompleteAction = (name: string): name is CompleteAction => COMPLETE_ACTIONS.includes(name);
