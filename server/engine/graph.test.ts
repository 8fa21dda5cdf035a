import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_RULE, firstUserTask, GraphError, insideParallelBranch, parseProcess, userTasksInOrder } from './graph';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/seed/processes/${name}.bpmn`, import.meta.url), 'utf8');

const wrap = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:fd="https://flowdesk.example/schema/bpmn" id="d" targetNamespace="t">
<bpmn:process id="p">${body}</bpmn:process></bpmn:definitions>`;

describe('parseProcess', () => {
  it('reads nodes, assignees, permissions, conditions and the default flow', async () => {
    const graph = await parseProcess(fixture('leave'));
    expect(graph.processId).toBe('leave');
    expect(firstUserTask(graph).id).toBe('apply');
    expect(graph.nodes.get('deptApprove')).toMatchObject({ type: 'userTask', assignee: 'leader', permission: 'readonly', dueHours: 48, name: '部门经理审批', nameEn: 'Department manager approval' });
    expect(graph.nodes.get('gmApprove')?.dueHours).toBeUndefined();
    expect(graph.flows.get('fLong')).toMatchObject({ condition: 'data.leave.days > 3', isDefault: false });
    expect(graph.flows.get('fShort')?.isDefault).toBe(true);
    expect(userTasksInOrder(graph).map((node) => node.id)).toEqual(['apply', 'deptApprove', 'gmApprove']);
  });

  it('knows which nodes lie between a parallel fork and its join', async () => {
    const graph = await parseProcess(fixture('purchase'));
    expect(insideParallelBranch(graph, 'deptApprove')).toBe(true);
    expect(insideParallelBranch(graph, 'financeReview')).toBe(true);
    expect(insideParallelBranch(graph, 'apply')).toBe(false);
    expect(graph.nodes.get('join')?.incoming).toHaveLength(2);
  });

  it('reads a countersign node', async () => {
    const graph = await parseProcess(fixture('trip'));
    expect(graph.nodes.get('countersign')).toMatchObject({ multi: 'parallel', signRule: DEFAULT_SIGN_RULE, assignee: 'role:deptManager' });
  });

  it.each([
    ['not XML at all', 'this is not xml', /invalid BPMN XML/],
    ['a task without assignee', wrap('<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="t"/><bpmn:userTask id="t"/>'), /fd:assignee/],
    ['an unknown assignee kind', wrap('<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="t"/><bpmn:userTask id="t" fd:assignee="script:x"/>'), /fd:assignee/],
    ['a dead end', wrap('<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="t"/><bpmn:userTask id="t" fd:assignee="initiator"/>'), /no outgoing flow/],
    ['an unsupported element', wrap('<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="x"/><bpmn:scriptTask id="x"/>'), /unsupported element/],
    ['two start events', wrap('<bpmn:startEvent id="s"/><bpmn:startEvent id="s2"/><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="e"/><bpmn:sequenceFlow id="f2" sourceRef="s2" targetRef="e"/><bpmn:endEvent id="e"/>'), /one start event/],
    ['a permission that is not JSON', wrap('<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="t"/><bpmn:userTask id="t" fd:assignee="initiator" fd:permission="{x"/><bpmn:sequenceFlow id="f2" sourceRef="t" targetRef="e"/><bpmn:endEvent id="e"/>'), /not JSON/],
    ['a due time that is not whole hours', wrap('<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="t"/><bpmn:userTask id="t" fd:assignee="initiator" fd:dueHours="1.5"/><bpmn:sequenceFlow id="f2" sourceRef="t" targetRef="e"/><bpmn:endEvent id="e"/>'), /fd:dueHours/],
    ['a due time beyond a year', wrap('<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="t"/><bpmn:userTask id="t" fd:assignee="initiator" fd:dueHours="9000"/><bpmn:sequenceFlow id="f2" sourceRef="t" targetRef="e"/><bpmn:endEvent id="e"/>'), /fd:dueHours/],
  ])('refuses %s', async (_name, xml, message) => {
    await expect(parseProcess(xml)).rejects.toThrow(GraphError);
    await expect(parseProcess(xml)).rejects.toThrow(message);
  });
});
