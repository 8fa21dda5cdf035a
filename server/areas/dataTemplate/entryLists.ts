// Lists of templates as entries to other pages: the online forms (/onlineForm, docs/flow.md "Other entry
// routes") — templates with an `add` manage button and a form, each opened as a new record's form — and the
// import page (v-importMain, docs/dataTemplate.md "Import page") — templates with an `import` button and a form.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { langOf } from '../../lib/i18n';
import { templateName } from './shared';
import type { DataTemplateStore } from './store';

/** One entry of a list: enough to name the template and open its form. */
export interface TemplateEntry {
  id: string;
  alias: string;
  name: string;
  formKey: string;
  boAlias: string;
}

export function registerEntryListRoutes(app: FastifyInstance, { db, store }: { db: Db; store: DataTemplateStore }) {
  /** The templates, in id order, with the given manage button and a form. */
  const withButton = (button: string, lang: ReturnType<typeof langOf>): TemplateEntry[] =>
    (db.prepare('SELECT alias FROM dt_template ORDER BY id').all() as { alias: string }[]).flatMap(({ alias }) => {
      const template = store.template(alias);
      const form = template && store.formOf(template);
      if (!template || !form || !template.fields.manage.some((candidate) => candidate.name === button)) return [];
      return [{ id: template.id, alias, name: templateName(template, lang), formKey: template.definition.formKey ?? '', boAlias: form.definition.boAlias }];
    });

  app.get('/form/dataTemplate/v1/getOnlineFormList', async (request) => withButton('add', langOf(request)));
  app.get('/form/dataTemplate/v1/getImportTemplateList', async (request) => withButton('import', langOf(request)));
}
