// The formHtml kind's browser surface (re-exported by renderers/index.ts). parse5 stays out: Node code
// imports renderers/kinds/form-html/node.ts.
export { formHtmlKind, createFormHtmlKind, type FormHtmlModel } from './kind';
export { formHtmlToDefinition, MAX_FORM_HTML_LENGTH, type FormHtmlOptions, type FormHtmlResult } from './toDefinition';
export { parseWithDomParser } from './domParser';
export { MAX_TREE_DEPTH, type HtmlNode, type HtmlElement, type HtmlText, type ParseHtml } from './html';
export { formHtmlMessages, formatFormHtmlMessage } from './messages';
export type { FormHtmlDefinition } from './definition';
