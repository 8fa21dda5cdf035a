// The browser's parser for formHtml: a document made by DOMParser (scripts never run in it, nothing in it is
// shown), whose <template> receives the text, so the fragment is parsed in template context like parse5's
// parseFragment. The nodes are copied into the neutral tree and the document is dropped.
import { attributeRecord, MAX_TREE_DEPTH, truncatedNode, type HtmlNode, type ParseHtml } from './html';

function toTree(nodes: NodeListOf<ChildNode>, depth = 0): HtmlNode[] {
  if (depth >= MAX_TREE_DEPTH) return nodes.length > 0 ? [truncatedNode] : [];
  const tree: HtmlNode[] = [];
  for (const node of Array.from(nodes)) {
    if (node.nodeType === 3) tree.push({ type: 'text', value: node.nodeValue ?? '' });
    else if (node.nodeType === 1) {
      const element = node as Element;
      const source = element.localName === 'template' ? (element as HTMLTemplateElement).content.childNodes : element.childNodes;
      tree.push({ type: 'element', tag: element.localName, attrs: attributeRecord(Array.from(element.attributes)), children: toTree(source, depth + 1) });
    }
  }
  return tree;
}

export const parseWithDomParser: ParseHtml = (html) => {
  const document = new DOMParser().parseFromString('<!doctype html><template></template>', 'text/html');
  const template = document.querySelector('template') as HTMLTemplateElement;
  template.innerHTML = html;
  return toTree(template.content.childNodes);
};
