// The formHtml definition (schemas/formHtml.schema.json, docs/formHtml.md): a real backend's form.formHtml,
// the Vue template its form designer generated, with the form's name and BO alias when the page knows them.

export interface FormHtmlDefinition {
  kind: 'formHtml';
  /** The generated template text. */
  formHtml: string;
  name?: string;
  boAlias?: string;
}
