// Pure helpers over getOrgTree's nodes: the Semi tree's data, a node by id, and the flat list of the places an
// org may move to (every org outside its own branch, indented by depth, plus the root level).
import type { AdminOrgNode } from '../../api/administration';
import type { Choice } from '../../components/ChoiceSelect';

export function findNode(nodes: readonly AdminOrgNode[], id: string | undefined): AdminOrgNode | undefined {
  if (!id) return undefined;
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/** Every org except `movingId` and its branch, depth first, with an indented label. */
export function moveTargets(nodes: readonly AdminOrgNode[], movingId: string, rootLabel: string): Choice[] {
  const targets: Choice[] = [{ value: '0', label: rootLabel }];
  const walk = (level: readonly AdminOrgNode[], depth: number) => {
    for (const node of level) {
      if (node.id === movingId) continue;
      targets.push({ value: node.id, label: `${'\u3000'.repeat(depth)}${node.name}` });
      walk(node.children, depth + 1);
    }
  };
  walk(nodes, 1);
  return targets;
}
