// The chart tooltip as DOM built from text. g2plot's default tooltip fills HTML templates with the category
// and series names, so a name such as `<img onerror=…>` from the server would run; here every server
// string goes through textContent and the marker colour through the style object, never through markup.
// The class names are G2's, so its tooltip styles still apply.

export interface TooltipLine {
  readonly name: string;
  readonly value: string;
  readonly color: string;
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function textTooltip(title: string, lines: readonly TooltipLine[]): HTMLElement {
  const root = element('div', 'g2-tooltip');
  if (title) root.appendChild(element('div', 'g2-tooltip-title', title));
  const list = element('ul', 'g2-tooltip-list');
  for (const line of lines) {
    const item = element('li', 'g2-tooltip-list-item');
    const marker = element('span', 'g2-tooltip-marker');
    marker.style.background = line.color;
    item.append(marker, element('span', 'g2-tooltip-name', line.name), document.createTextNode(': '), element('span', 'g2-tooltip-value', line.value));
    list.appendChild(item);
  }
  root.appendChild(list);
  return root;
}
