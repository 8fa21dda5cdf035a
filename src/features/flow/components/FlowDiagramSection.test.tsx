// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import type { DiagramCanvasProps } from './DiagramCanvas';
import { FlowDiagramSection } from './FlowDiagramSection';
import { failed, ok } from './testing';

const api = vi.hoisted(() => ({ getInstanceDiagram: vi.fn(), getDefinitionDiagram: vi.fn() }));
vi.mock('../../../api/flow', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
// bpmn-js needs a browser's SVG layout: the end-to-end tests draw the real diagram.
vi.mock('./DiagramCanvas', () => ({
  default: function FakeCanvas({ diagram, label, onDrawn }: DiagramCanvasProps) {
    useEffect(() => onDrawn({ current: Object.entries(diagram.nodes).filter(([, state]) => state === 'current').map(([id]) => id) }), [diagram, onDrawn]);
    return <div role="figure" aria-label={label} />;
  },
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const render = (source: Parameters<typeof FlowDiagramSection>[0]['source']) => renderRoutes([{ path: '/x', element: <FlowDiagramSection source={source} /> }], '/x');

describe('FlowDiagramSection', () => {
  it('loads the instance diagram only when asked, then names the current nodes', async () => {
    api.getInstanceDiagram.mockResolvedValue(ok({ defId: 'd1', bpmnXml: '<xml/>', nodes: { apply: 'done', deptApprove: 'current' } }));
    const user = userEvent.setup();
    render({ instId: 'i1' });
    expect(api.getInstanceDiagram).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '显示流程图' }));
    expect(await screen.findByRole('figure', { name: /流程图/ })).toBeTruthy();
    expect(await screen.findByText('当前节点：deptApprove')).toBeTruthy();
    expect(api.getInstanceDiagram).toHaveBeenCalledWith('i1', { quiet: true });
    expect(screen.getByRole('button', { name: '收起流程图' }).getAttribute('aria-expanded')).toBe('true');
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('shows a definition diagram, and a failure with a retry', async () => {
    api.getDefinitionDiagram.mockResolvedValueOnce(failed('服务器错误')).mockResolvedValue(ok({ defId: 'd1', bpmnXml: '<xml/>', nodes: {} }));
    const user = userEvent.setup();
    render({ defId: 'd1' });
    await user.click(screen.getByRole('button', { name: '显示流程图' }));
    expect(await screen.findByText('流程图加载失败')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有待办节点')).toBeTruthy();
    await waitFor(() => expect(api.getDefinitionDiagram).toHaveBeenCalledTimes(2));
  });
});
