// A process definition's graph, read from BPMN 2.0 XML with bpmn-moddle: the nodes the engine walks (start and
// end events, user tasks, exclusive and parallel gateways) and the sequence flows between them. Flowdesk's own
// settings ride on attributes of the namespace FLOWDESK_NS (prefix `fd`):
//   userTask   fd:assignee="initiator | leader | user:<id>[,<id>…] | role:<code> | org:<id>"
//              fd:multi="parallel | sequential"  a countersign (会签): one voter per candidate, all at once or
//                            one after the other; its vote decides the node (votes.ts)
//              fd:signRule="<JSON>"  the countersign's vote rule, see parseSignRule (default: all must agree, wait for all)
//              fd:oppose="continue | rejectPre | backToStart | end"  what an oppose (or a refused vote) does
//              fd:permission="readonly | <JSON>" the form permission at this node (contract notes §3.2):
//                            the form's own made read-only, or a map of its own; default: the form's own
//              fd:dueHours="<n>"     the task's due time: n hours (1–8760) after it arrives; none by default
//              fd:signature="<JSON>" the opinion signature (electronic seal) at this node, see parseSignature
//              fd:jumpType="select | free"  agree may pick the next node among the following ones (select)
//                            or jump to any user task (free); default: the flow's own way (common)
//              fd:choiceExcutor="candidate | any"  agree may choose the next nodes' handlers among their
//                            candidates, or any active user of the tenant; default: no choice (the flow's own)
//   any node   fd:nameEn="…"          the node's name in English (the BPMN name is the Chinese one)
//   sequenceFlow conditionExpression  a formula over `data.<boAlias>.<field>` (renderers/formula)
import { BpmnModdle } from 'bpmn-moddle';

export const FLOWDESK_NS = 'https://flowdesk.example/schema/bpmn';

/** fd:dueHours at most: a year. */
export const MAX_DUE_HOURS = 8760;

/**
 * The opinion signature of a node (docs/flow.md "Opinion signature"). `secretFree` and `password` are one
 * setting seen from both sides: a seal password is needed exactly when the node is not secret-free.
 */
export interface SignatureConfig {
  readonly status: 'enable' | 'disable';
  /** the opinion field the seal belongs to */
  readonly field: string;
  /** the seal is drawn over the opinion text instead of after it */
  readonly isCover: boolean;
  readonly secretFree: boolean;
  readonly password: boolean;
}

export const DISABLED_SIGNATURE: SignatureConfig = { status: 'disable', field: 'opinion', isCover: false, secretFree: false, password: true };

const refusal =
  (nodeId: string, attribute: string) =>
  (why: string): never => {
    throw new GraphError(`user task ${nodeId}: fd:${attribute} ${why}`);
  };

/** A JSON-object setting of a node: refused unless it is an object of the known keys only. */
function jsonSettings(text: string, keys: ReadonlySet<string>, refuse: (why: string) => never): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse('is not JSON');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return refuse('must be a JSON object');
  const unknownKey = Object.keys(raw).find((key) => !keys.has(key));
  if (unknownKey) refuse(`has an unknown key "${unknownKey}"`);
  return raw as Record<string, unknown>;
}

const SIGNATURE_KEYS = new Set(['status', 'field', 'isCover', 'secretFree', 'password']);
const FIELD_NAME = /^[A-Za-z_][\w]{0,63}$/;

/** fd:signature: a JSON object of the SignatureConfig keys, each optional; a password-free node says secretFree or password:false. */
export function parseSignature(text: string, nodeId: string): SignatureConfig {
  const refuse = refusal(nodeId, 'signature');
  const config = jsonSettings(text, SIGNATURE_KEYS, refuse);
  const status = config.status ?? DISABLED_SIGNATURE.status;
  if (status !== 'enable' && status !== 'disable') refuse('status must be "enable" or "disable"');
  const field = config.field ?? DISABLED_SIGNATURE.field;
  if (typeof field !== 'string' || !FIELD_NAME.test(field)) refuse('field must be a field name');
  for (const key of ['isCover', 'secretFree', 'password']) {
    if (config[key] !== undefined && typeof config[key] !== 'boolean') refuse(`${key} must be true or false`);
  }
  if (config.secretFree !== undefined && config.password !== undefined && config.secretFree === config.password) {
    refuse('secretFree and password contradict each other (a password is needed exactly when the node is not secret-free)');
  }
  const secretFree = config.secretFree === true || config.password === false;
  return { status: status as SignatureConfig['status'], field: field as string, isCover: config.isCover === true, secretFree, password: !secretFree };
}

/**
 * A countersign's vote rule, in the product family's terms (Hotent BPMX SignRule): the votes counted are the
 * agrees (decideType pass) or the opposes (refuse); the node is decided that way when they reach voteAmount
 * votes (voteType amount) or voteAmount per cent of the voters (percent), else the other way. followMode
 * complete decides as soon as the outcome is certain; wait decides once everybody voted.
 */
export interface SignRule {
  readonly decideType: 'pass' | 'refuse';
  readonly voteType: 'amount' | 'percent';
  readonly voteAmount: number;
  readonly followMode: 'complete' | 'wait';
}

/** All must agree, and everybody votes. */
export const DEFAULT_SIGN_RULE: SignRule = { decideType: 'pass', voteType: 'percent', voteAmount: 100, followMode: 'wait' };

const SIGN_RULE_KEYS = new Set(['decideType', 'voteType', 'voteAmount', 'followMode']);

/** fd:signRule: a JSON object of the SignRule keys, each optional (DEFAULT_SIGN_RULE fills the rest). */
export function parseSignRule(text: string, nodeId: string): SignRule {
  const refuse = refusal(nodeId, 'signRule');
  const rule = { ...DEFAULT_SIGN_RULE, ...(jsonSettings(text, SIGN_RULE_KEYS, refuse) as Partial<SignRule>) };
  if (rule.decideType !== 'pass' && rule.decideType !== 'refuse') refuse('decideType must be "pass" or "refuse"');
  if (rule.voteType !== 'amount' && rule.voteType !== 'percent') refuse('voteType must be "amount" or "percent"');
  if (rule.followMode !== 'complete' && rule.followMode !== 'wait') refuse('followMode must be "complete" or "wait"');
  const most = rule.voteType === 'percent' ? 100 : 1000;
  if (!Number.isInteger(rule.voteAmount) || rule.voteAmount < 1 || rule.voteAmount > most) refuse(`voteAmount must be a whole number from 1 to ${most}`);
  return rule;
}

/** Whom an agree may choose as the next handlers: among the candidates, or any active user. */
export type ChoiceExcutor = 'candidate' | 'any';

/** What an oppose does at a node (for a countersign: its refused vote). */
export type OpposeMode = 'continue' | 'rejectPre' | 'backToStart' | 'end';
const OPPOSE_MODES: readonly string[] = ['continue', 'rejectPre', 'backToStart', 'end'];

export type NodeType = 'start' | 'end' | 'userTask' | 'exclusiveGateway' | 'parallelGateway';

export interface ProcessNode {
  readonly id: string;
  readonly type: NodeType;
  readonly name: string;
  readonly nameEn?: string;
  /** userTask only: who gets the task (see the header) */
  readonly assignee?: string;
  /** userTask only: a countersign, its voters asked all at once or one after the other */
  readonly multi?: 'parallel' | 'sequential';
  /** userTask only: the countersign's vote rule (a countersign always has one) */
  readonly signRule?: SignRule;
  /** userTask only: what oppose does; absent = continue */
  readonly oppose?: OpposeMode;
  /** userTask only: the jumps an agree may choose (getAfterJumpNodes); absent = common */
  readonly jumpType?: 'select' | 'free';
  /** userTask only: whom an agree may choose as the next nodes' handlers; absent = nobody (their own candidates) */
  readonly choiceExcutor?: ChoiceExcutor;
  /** userTask only: the permission JSON at this node */
  readonly permission?: string;
  /** userTask only: hours from a task's arrival to its due time */
  readonly dueHours?: number;
  /** userTask only: the opinion signature config (spec 02-process §3); absent = disabled */
  readonly signature?: SignatureConfig;
  readonly outgoing: readonly string[];
  readonly incoming: readonly string[];
}

export interface SequenceFlow {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly condition?: string;
  /** an exclusive gateway's default flow, taken when no condition holds */
  readonly isDefault: boolean;
}

export interface ProcessGraph {
  readonly processId: string;
  readonly name: string;
  readonly nodes: ReadonlyMap<string, ProcessNode>;
  readonly flows: ReadonlyMap<string, SequenceFlow>;
  readonly startId: string;
}

export class GraphError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphError';
  }
}

const NODE_TYPES: Readonly<Record<string, NodeType>> = {
  'bpmn:StartEvent': 'start',
  'bpmn:EndEvent': 'end',
  'bpmn:UserTask': 'userTask',
  'bpmn:ExclusiveGateway': 'exclusiveGateway',
  'bpmn:ParallelGateway': 'parallelGateway',
};

const ASSIGNEE = /^(initiator|leader|user:[\w-]+(,[\w-]+)*|role:[\w-]+|org:[\w-]+)$/;

interface ModdleElement {
  $type: string;
  id: string;
  name?: string;
  $attrs?: Record<string, string>;
  sourceRef?: { id: string };
  targetRef?: { id: string };
  conditionExpression?: { body?: string };
  default?: { id: string };
  flowElements?: ModdleElement[];
}

/** The attribute `fd:<name>` of an element, whatever prefix the document bound to FLOWDESK_NS. */
function flowdeskAttribute(element: ModdleElement, name: string, prefixes: readonly string[]): string | undefined {
  for (const prefix of prefixes) {
    const value = element.$attrs?.[`${prefix}:${name}`];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Parses and checks a definition: one process, one start event, known node types, assignees and reachable ends. */
export async function parseProcess(xml: string): Promise<ProcessGraph> {
  const moddle = new BpmnModdle();
  let root: { rootElements?: ModdleElement[]; $attrs?: Record<string, string> };
  try {
    ({ rootElement: root } = (await moddle.fromXML(xml)) as unknown as { rootElement: typeof root });
  } catch (error) {
    throw new GraphError(`invalid BPMN XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const prefixes = Object.entries(root.$attrs ?? {})
    .filter(([name, value]) => name.startsWith('xmlns:') && value === FLOWDESK_NS)
    .map(([name]) => name.slice('xmlns:'.length));
  const processes = (root.rootElements ?? []).filter((element) => element.$type === 'bpmn:Process');
  if (processes.length !== 1) throw new GraphError(`expected one process, found ${processes.length}`);
  const process = processes[0]!;

  const flows = new Map<string, SequenceFlow>();
  const elements = process.flowElements ?? [];
  const defaults = new Set(elements.flatMap((element) => (element.default ? [element.default.id] : [])));
  for (const element of elements) {
    if (element.$type !== 'bpmn:SequenceFlow') continue;
    if (!element.sourceRef || !element.targetRef) throw new GraphError(`sequence flow ${element.id} lacks a source or target`);
    const condition = element.conditionExpression?.body?.trim();
    flows.set(element.id, {
      id: element.id,
      source: element.sourceRef.id,
      target: element.targetRef.id,
      ...(condition ? { condition } : {}),
      isDefault: defaults.has(element.id),
    });
  }

  const nodes = new Map<string, ProcessNode>();
  for (const element of elements) {
    if (element.$type === 'bpmn:SequenceFlow') continue;
    const type = NODE_TYPES[element.$type];
    if (!type) throw new GraphError(`unsupported element ${element.$type} (${element.id})`);
    const outgoing = [...flows.values()].filter((flow) => flow.source === element.id).map((flow) => flow.id);
    const incoming = [...flows.values()].filter((flow) => flow.target === element.id).map((flow) => flow.id);
    let extra: Partial<ProcessNode> = {};
    if (type === 'userTask') {
      const assignee = flowdeskAttribute(element, 'assignee', prefixes);
      if (!assignee || !ASSIGNEE.test(assignee)) throw new GraphError(`user task ${element.id} needs fd:assignee (initiator, leader, user:, role: or org:)`);
      const permission = flowdeskAttribute(element, 'permission', prefixes);
      if (permission !== undefined && permission !== 'readonly') {
        try {
          JSON.parse(permission);
        } catch {
          throw new GraphError(`user task ${element.id}: fd:permission is not JSON`);
        }
      }
      const dueText = flowdeskAttribute(element, 'dueHours', prefixes);
      const dueHours = dueText === undefined ? undefined : Number(dueText);
      if (dueHours !== undefined && !(Number.isInteger(dueHours) && dueHours >= 1 && dueHours <= MAX_DUE_HOURS)) {
        throw new GraphError(`user task ${element.id}: fd:dueHours must be a whole number of hours from 1 to ${MAX_DUE_HOURS}`);
      }
      const signature = flowdeskAttribute(element, 'signature', prefixes);
      const multi = flowdeskAttribute(element, 'multi', prefixes);
      if (multi !== undefined && multi !== 'parallel' && multi !== 'sequential') throw new GraphError(`user task ${element.id}: fd:multi must be "parallel" or "sequential"`);
      const signRule = flowdeskAttribute(element, 'signRule', prefixes);
      if (signRule !== undefined && !multi) throw new GraphError(`user task ${element.id}: fd:signRule needs fd:multi`);
      const oppose = flowdeskAttribute(element, 'oppose', prefixes);
      if (oppose !== undefined && !OPPOSE_MODES.includes(oppose)) throw new GraphError(`user task ${element.id}: fd:oppose must be one of ${OPPOSE_MODES.join(', ')}`);
      const jumpType = flowdeskAttribute(element, 'jumpType', prefixes);
      if (jumpType !== undefined && jumpType !== 'select' && jumpType !== 'free') throw new GraphError(`user task ${element.id}: fd:jumpType must be "select" or "free"`);
      const choiceExcutor = flowdeskAttribute(element, 'choiceExcutor', prefixes);
      if (choiceExcutor !== undefined && choiceExcutor !== 'candidate' && choiceExcutor !== 'any') throw new GraphError(`user task ${element.id}: fd:choiceExcutor must be "candidate" or "any"`);
      extra = {
        assignee,
        ...(jumpType ? { jumpType } : {}),
        ...(choiceExcutor ? { choiceExcutor } : {}),
        ...(multi ? { multi, signRule: signRule === undefined ? DEFAULT_SIGN_RULE : parseSignRule(signRule, element.id) } : {}),
        ...(oppose ? { oppose: oppose as OpposeMode } : {}),
        ...(permission ? { permission } : {}),
        ...(dueHours ? { dueHours } : {}),
        ...(signature !== undefined ? { signature: parseSignature(signature, element.id) } : {}),
      };
    }
    if (type !== 'end' && outgoing.length === 0) throw new GraphError(`${element.id} has no outgoing flow`);
    const nameEn = flowdeskAttribute(element, 'nameEn', prefixes);
    nodes.set(element.id, { id: element.id, type, name: element.name ?? element.id, ...(nameEn ? { nameEn } : {}), outgoing, incoming, ...extra });
  }

  const starts = [...nodes.values()].filter((node) => node.type === 'start');
  if (starts.length !== 1) throw new GraphError(`expected one start event, found ${starts.length}`);
  for (const flow of flows.values()) {
    if (!nodes.has(flow.source) || !nodes.has(flow.target)) throw new GraphError(`sequence flow ${flow.id} points outside the process`);
  }
  return { processId: process.id, name: process.name ?? process.id, nodes, flows, startId: starts[0]!.id };
}

/** The user task right after the start event: the initiator's own node (filled in when starting). */
export function firstUserTask(graph: ProcessGraph): ProcessNode {
  const start = graph.nodes.get(graph.startId)!;
  const next = graph.nodes.get(graph.flows.get(start.outgoing[0]!)!.target)!;
  if (next.type !== 'userTask') throw new GraphError('the start event must lead to a user task (the initiator\'s node)');
  return next;
}

/** User tasks in the order a depth-first walk from the start meets them (for "reject to any node" lists). */
export function userTasksInOrder(graph: ProcessGraph): ProcessNode[] {
  const seen = new Set<string>();
  const order: ProcessNode[] = [];
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const node = graph.nodes.get(id)!;
    if (node.type === 'userTask') order.push(node);
    for (const flowId of node.outgoing) visit(graph.flows.get(flowId)!.target);
  };
  visit(graph.startId);
  return order;
}

/** True when the node lies between a parallel fork and its join (a reject from there goes to the start only). */
export function insideParallelBranch(graph: ProcessGraph, nodeId: string): boolean {
  // Walk back from the node: meeting a forking parallel gateway before the start means we are in a branch,
  // unless a join was passed first (then the fork is closed already).
  const seen = new Set<string>();
  const walk = (id: string, joins: number): boolean => {
    const key = `${id}/${joins}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const node = graph.nodes.get(id)!;
    if (node.type === 'parallelGateway' && id !== nodeId) {
      if (node.incoming.length > 1) joins += 1;
      else if (node.outgoing.length > 1) {
        if (joins === 0) return true;
        joins -= 1;
      }
    }
    return node.incoming.some((flowId) => walk(graph.flows.get(flowId)!.source, joins));
  };
  return walk(nodeId, 0);
}

/** The user tasks (and end events) the flow reaches next from a node, through gateways along every branch. */
export function followingNodes(graph: ProcessGraph, nodeId: string): ProcessNode[] {
  const found = new Map<string, ProcessNode>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    for (const flowId of graph.nodes.get(id)!.outgoing) {
      const target = graph.nodes.get(graph.flows.get(flowId)!.target)!;
      if (seen.has(target.id)) continue;
      seen.add(target.id);
      if (target.type === 'userTask' || target.type === 'end') found.set(target.id, target);
      else visit(target.id);
    }
  };
  visit(nodeId);
  return [...found.values()];
}
