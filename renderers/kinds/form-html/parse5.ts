// Node's parser for formHtml (server, tests, bench): parse5's fragment parser, the HTML standard's algorithm
// in template context, like the browser path (domParser.ts). Node only: reached through ./node.ts, never
// from the browser entry of renderers/index.ts.
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { attributeRecord, MAX_TREE_DEPTH, truncatedNode, type HtmlNode, type ParseHtml } from './html';

type ChildNode = DefaultTreeAdapterMap['childNode'];

function toTree(nodes: readonly ChildNode[], depth = 0): HtmlNode[] {
  if (depth >= MAX_TREE_DEPTH) return nodes.length > 0 ? [truncatedNode] : [];
  const tree: HtmlNode[] = [];
  for (const node of nodes) {
    if (node.nodeName === '#text') tree.push({ type: 'text', value: (node as DefaultTreeAdapterMap['textNode']).value });
    else if ('tagName' in node) {
      const source = node.tagName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : node.childNodes;
      tree.push({ type: 'element', tag: node.tagName, attrs: attributeRecord(node.attrs), children: toTree(source, depth + 1) });
    }
  }
  return tree;
}

export const parseWithParse5: ParseHtml = (html) => toTree(parseFragment(html).childNodes);
