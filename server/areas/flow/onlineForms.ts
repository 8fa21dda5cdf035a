// The online-form entry (/onlineForm, docs/flow.md "Other entry routes"): the data templates whose records a
// user may add — a template with an `add` manage button and a form — each opened as a new record's form. The
// data-template area answers nothing like it, and this area already reads its store for the process forms.
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../lib/i18n';
import { templateName } from '../dataTemplate/shared';
import type { FlowAreaContext } from './shared';

/** One entry of the list: enough to name the template and open its add form. */
export interface OnlineFormEntry {
  id: string;
  alias: string;
  name: string;
  formKey: string;
  boAlias: string;
}

export function registerOnlineFormRoutes(app: FastifyInstance, { db, forms }: FlowAreaContext) {
  app.get('/form/dataTemplate/v1/getOnlineFormList', async (request): Promise<OnlineFormEntry[]> => {
    const lang = langOf(request);
    const aliases = (db.prepare('SELECT alias FROM dt_template ORDER BY id').all() as { alias: string }[]).map((row) => row.alias);
    return aliases.flatMap((alias) => {
      const template = forms.template(alias);
      const form = template && forms.formOf(template);
      if (!template || !form || !template.fields.manage.some((button) => button.name === 'add')) return [];
      return [{ id: template.id, alias, name: templateName(template, lang), formKey: template.definition.formKey ?? '', boAlias: form.definition.boAlias }];
    });
  });
}
