// Seeds the process definitions (BPMN files of fixtures/seed/processes) and, for the first tenant, demo
// instances driven through the engine itself, so every seeded state is one the engine produces.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/database';
import { findUserByAccount } from '../../db/users';
import { circulate, completeTask, endInstance, rejectTask, saveDraft, startInstance, type Actor, type BoData } from '../../engine/engine';
import { openTasks } from '../../engine/store';
import { createStore } from '../dataTemplate/store';
import { processContext, requireDefinition } from './shared';

interface SeedFile {
  types: { id: string; name: string; nameEn: string; icon?: { icon: string; color: string } }[];
  definitions: {
    id: string;
    defKey: string;
    name: string;
    nameEn: string;
    desc: string;
    descEn: string;
    typeId: string;
    formKey: string;
    file: string;
    startRoles: string[] | null;
    subject?: { 'zh-CN': string; 'en-US': string };
    formType?: 'INNER' | 'FRAME';
    formUrl?: string;
    watermark?: string;
  }[];
  demos: { def: string; by: string; draft?: boolean; urgentState?: string; data: BoData; steps: { action: string; by: string; opinion: string; to?: string }[] }[];
}

const readSeed = (seedDir: string) => JSON.parse(readFileSync(join(seedDir, 'processes.json'), 'utf8')) as SeedFile;

export function seedDefinitions(db: Db, seedDir: string): void {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM bpm_definition').get() as { count: number };
  if (count > 0) return;
  const seed = readSeed(seedDir);
  const types = new Map(seed.types.map((type) => [type.id, type]));
  const insert = db.prepare(
    `INSERT INTO bpm_definition (id, def_key, name, name_en, description, type_id, type_name, type_name_en, form_key, bpmn_xml, start_roles, sn, subject_rule, form_type, form_url, watermark, type_icon)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    seed.definitions.forEach((definition, index) => {
      const type = types.get(definition.typeId);
      if (!type) throw new Error(`processes.json: unknown type ${definition.typeId}`);
      const xml = readFileSync(join(seedDir, 'processes', definition.file), 'utf8');
      insert.run(
        definition.id,
        definition.defKey,
        definition.name,
        definition.nameEn,
        JSON.stringify({ 'zh-CN': definition.desc, 'en-US': definition.descEn }),
        type.id,
        type.name,
        type.nameEn,
        definition.formKey,
        xml,
        definition.startRoles ? JSON.stringify(definition.startRoles) : null,
        index,
        definition.subject ? JSON.stringify(definition.subject) : null,
        definition.formType ?? 'INNER',
        definition.formUrl ?? null,
        definition.watermark ?? null,
        type.icon ? JSON.stringify(type.icon) : null,
      );
    });
  })();
}

export async function seedDemoInstances(db: Db, seedDir: string): Promise<void> {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM bpm_instance').get() as { count: number };
  if (count > 0) return;
  const tenant = (db.prepare('SELECT id FROM tenants ORDER BY create_time, id LIMIT 1').get() as { id: string } | undefined)?.id;
  if (!tenant) return;
  const context = { db, forms: createStore(db) };
  const actor = (account: string): Actor => {
    const user = findUserByAccount(db, tenant, account);
    if (!user) throw new Error(`processes.json: unknown account ${account}`);
    return { tenantId: tenant, userId: user.id, name: user.fullname, lang: 'zh-CN' };
  };
  for (const demo of readSeed(seedDir).demos) {
    const process = await processContext(context, requireDefinition(db, demo.def));
    if (demo.draft) {
      saveDraft(db, actor(demo.by), process, { data: demo.data });
      continue;
    }
    const instId = startInstance(db, actor(demo.by), process, { data: demo.data, urgentState: demo.urgentState });
    for (const step of demo.steps) {
      const handler = actor(step.by);
      if (step.action === 'circulate') {
        circulate(db, handler, process, { instId, userIds: [actor(step.to ?? '').userId], opinion: step.opinion });
        continue;
      }
      const task = openTasks(db, instId).find((open) => open.assignee_id === handler.userId || db.prepare('SELECT 1 FROM bpm_task_candidate WHERE task_id = ? AND user_id = ?').get(open.id, handler.userId));
      if (!task) throw new Error(`processes.json: ${step.by} has no task in a ${demo.def} demo`);
      if (step.action === 'end') endInstance(db, handler, process, { taskId: task.id, reason: step.opinion });
      else if (step.action === 'reject' || step.action === 'backToStart')
        rejectTask(db, handler, process, { taskId: task.id, opinion: step.opinion, destination: '', toStart: step.action === 'backToStart', backHandMode: 'normal' });
      else completeTask(db, handler, process, { taskId: task.id, action: step.action as 'agree', opinion: step.opinion });
    }
  }
}
