// The formHtml kind's Node entry (server, tests, bench): parse5 as the parser. Never imported by the browser.
import { createFormHtmlKind } from './kind';
import { parseWithParse5 } from './parse5';

export { parseWithParse5 } from './parse5';
export const formHtmlNodeKind = createFormHtmlKind(parseWithParse5);
