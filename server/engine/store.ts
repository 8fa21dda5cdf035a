// Rows of the engine's tables and the reads every part needs. SQL is parameterized throughout.
import type { Db } from '../db/database';
import { layoutProcess } from 'bpmn-auto-layout';
import { BpmnModdle } from 'bpmn-moddle';
import { GraphError, parseProcess, type ProcessGraph } from './graph';
import { FlowError } from './messages';

export interface DefinitionRow {
  id: string;
  def_key: string;
  name: string;
  name_en: string | null;
  description: string | null;
  type_id: string;
  type_name: string;
  type_name_en: string | null;
  form_key: string;
  bpmn_xml: string;
  version: number;
  status: string;
  start_roles: string | null;
  sn: number;
  /** JSON {zh-CN, en-US}: the instance subject with {user}, {process} and {<main field>} */
  subject_rule: string | null;
  /** 'INNER' (an online form, form_key) or 'FRAME' (a URL form at form_url) */
  form_type: string | null;
  form_url: string | null;
  /** the watermark over the instance's form: a text with {user}, {account} and {date}; NULL = none */
  watermark: string | null;
  /** the category's icon, JSON {icon, color} (a Semi icon name and a colour); NULL = the default */
  type_icon: string | null;
}

export interface InstanceRow {
  id: string;
  tenant_id: string;
  def_id: string;
  subject: string;
  status: string;
  creator_id: string;
  creator_name: string;
  create_org_id: string | null;
  create_time: string;
  end_time: string | null;
  bo_alias: string;
  data: string;
  agent_leader_id: string | null;
  /** URGENT_STATES: how urgent the initiator says the request is */
  urgent_state: string;
  /** JSON object: the instance's variables (votes.ts `InstanceVars`) */
  vars: string;
  /** 1 while suspended (挂起): every action on it is refused */
  is_forbidden: number;
  /** the business record the instance was started for (startForm's businessKey, a URL form's), or null */
  business_key: string | null;
}

export interface TaskRow {
  id: string;
  tenant_id: string;
  inst_id: string;
  node_id: string;
  name: string;
  status: string;
  assignee_id: string;
  owner_id: string;
  create_time: string;
  locked: number;
  back_to_node: string | null;
  /** transfer (流转): the id of the task that waits for this one */
  waiting_for: string | null;
  suspended: number;
  /** 'yyyy-MM-dd HH:mm:ss' the task is due, or NULL */
  due_time: string | null;
  priority: number;
}

export interface OpinionRow {
  id: string;
  tenant_id: string;
  inst_id: string;
  task_id: string | null;
  task_key: string;
  task_name: string;
  qualfieds: string;
  auditor: string | null;
  auditor_name: string | null;
  opinion: string;
  status: string;
  create_time: string;
  complete_time: string | null;
  seq: number;
}

export interface Person {
  id: string;
  name: string;
}

export function findDefinition(db: Db, idOrKey: string): DefinitionRow | undefined {
  return db.prepare('SELECT * FROM bpm_definition WHERE id = ? OR def_key = ?').get(idOrKey, idOrKey) as DefinitionRow | undefined;
}

export function findInstance(db: Db, tenantId: string, id: string): InstanceRow | undefined {
  return db.prepare('SELECT * FROM bpm_instance WHERE id = ? AND tenant_id = ?').get(id, tenantId) as InstanceRow | undefined;
}

export function findTask(db: Db, tenantId: string, id: string): TaskRow | undefined {
  return db.prepare('SELECT * FROM bpm_task WHERE id = ? AND tenant_id = ?').get(id, tenantId) as TaskRow | undefined;
}

export function openTasks(db: Db, instId: string): TaskRow[] {
  return db.prepare('SELECT * FROM bpm_task WHERE inst_id = ? ORDER BY create_time, id').all(instId) as TaskRow[];
}

export function taskCandidates(db: Db, taskId: string): Person[] {
  return db
    .prepare('SELECT u.id, u.fullname AS name FROM bpm_task_candidate c JOIN users u ON u.id = c.user_id WHERE c.task_id = ? ORDER BY u.id')
    .all(taskId) as Person[];
}

export function opinionsOf(db: Db, instId: string): OpinionRow[] {
  return db.prepare('SELECT * FROM bpm_opinion WHERE inst_id = ? ORDER BY seq').all(instId) as OpinionRow[];
}

export function personName(db: Db, tenantId: string, userId: string): string {
  const row = db.prepare('SELECT fullname FROM users WHERE id = ? AND tenant_id = ?').get(userId, tenantId) as { fullname: string } | undefined;
  return row?.fullname ?? userId;
}

/** Parsed graphs by definition id and version; a definition is parsed once per process. */
const graphs = new Map<string, Promise<ProcessGraph>>();

export async function graphOf(definition: DefinitionRow): Promise<ProcessGraph> {
  const key = `${definition.id}@${definition.version}`;
  let graph = graphs.get(key);
  if (!graph) {
    graph = parseProcess(definition.bpmn_xml);
    graphs.set(key, graph);
    graph.catch(() => graphs.delete(key));
  }
  try {
    return await graph;
  } catch (error) {
    throw new FlowError(400, 'definitionInvalid', { detail: error instanceof GraphError ? error.message : String(error) });
  }
}

/**
 * Fills bpm_node_name for each definition that has no rows there yet (a new database, or one made before the
 * table): its nodes' stored and English names, read from its graph. Definitions are not changed after they are
 * seeded, so their rows never go stale; one whose graph does not parse is left out (SQL then keeps the stored
 * node names).
 */
export async function fillNodeNames(db: Db): Promise<void> {
  const missing = db
    .prepare('SELECT * FROM bpm_definition d WHERE NOT EXISTS (SELECT 1 FROM bpm_node_name n WHERE n.def_id = d.id) ORDER BY d.id')
    .all() as DefinitionRow[];
  if (missing.length === 0) return;
  const parsed = await Promise.all(missing.map(async (definition) => ({ definition, graph: await graphOf(definition).catch(() => undefined) })));
  const insert = db.prepare('INSERT OR IGNORE INTO bpm_node_name (def_id, node_id, name, name_en) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const { definition, graph } of parsed) {
      for (const node of graph?.nodes.values() ?? []) insert.run(definition.id, node.id, node.name, node.nameEn ?? null);
    }
  })();
}

interface FlowElement {
  $type: string;
  sourceRef?: FlowElement;
  targetRef?: FlowElement;
  incoming?: FlowElement[];
  outgoing?: FlowElement[];
  flowElements?: FlowElement[];
}

/**
 * The XML with every node's <incoming>/<outgoing> references, which the layout walks: BPMN lets them be left
 * out (the flows' sourceRef/targetRef say the same), and hand-written definitions often do.
 */
async function withFlowReferences(xml: string): Promise<string> {
  const moddle = new BpmnModdle();
  const { rootElement } = (await moddle.fromXML(xml)) as { rootElement: { rootElements?: FlowElement[] } };
  for (const process of rootElement.rootElements ?? []) {
    for (const flow of (process.flowElements ?? []).filter((element) => element.$type === 'bpmn:SequenceFlow')) {
      const { sourceRef: source, targetRef: target } = flow;
      if (source && !(source.outgoing ??= []).includes(flow)) source.outgoing.push(flow);
      if (target && !(target.incoming ??= []).includes(flow)) target.incoming.push(flow);
    }
  }
  return (await moddle.toXML(rootElement, { format: true })).xml;
}

/** Diagrams by definition id and version: the stored XML when it has a diagram, else one laid out automatically. */
const diagrams = new Map<string, Promise<string>>();

export function diagramOf(definition: DefinitionRow): Promise<string> {
  const key = `${definition.id}@${definition.version}`;
  let diagram = diagrams.get(key);
  if (!diagram) {
    diagram = definition.bpmn_xml.includes('BPMNDiagram') ? Promise.resolve(definition.bpmn_xml) : withFlowReferences(definition.bpmn_xml).then(layoutProcess);
    diagrams.set(key, diagram);
    diagram.catch(() => diagrams.delete(key));
  }
  return diagram;
}
