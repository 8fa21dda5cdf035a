import { describe, expect, it } from 'vitest';
import type { AdminOrgNode } from '../../api/administration';
import { findNode, moveTargets } from './orgTree';

const node = (id: string, children: AdminOrgNode[] = []): AdminOrgNode => ({ id, name: `org ${id}`, nameZh: id, nameEn: '', code: id, demId: 'd', parentId: '0', orderNo: 0, grade: '', status: 1, children });
const tree = [node('a', [node('b', [node('c')]), node('d')]), node('e')];

describe('org tree helpers', () => {
  it('find a node at any depth', () => {
    expect(findNode(tree, 'c')?.name).toBe('org c');
    expect(findNode(tree, 'x')).toBeUndefined();
    expect(findNode(tree, undefined)).toBeUndefined();
  });

  it('offer every place outside the moving branch, the root level first', () => {
    expect(moveTargets(tree, 'b', 'root').map((choice) => choice.value)).toEqual(['0', 'a', 'd', 'e']);
    expect(moveTargets(tree, 'e', 'root').map((choice) => choice.label)).toEqual(['root', '\u3000org a', '\u3000\u3000org b', '\u3000\u3000\u3000org c', '\u3000\u3000org d']);
  });
});
