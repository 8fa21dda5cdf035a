// The BPMN diagram drawn by bpmn-js's navigated viewer (pan and zoom), with handled nodes and current nodes
// marked. Its own chunk: bpmn-js is heavy and only loaded when someone opens a diagram.
import { useEffect, useRef, useState } from 'react';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import type { FlowDiagram } from '../../../api/flow';

export interface DiagramCanvasProps {
  diagram: FlowDiagram;
  label: string;
  /** The names of the current nodes once drawn (for the text beside the picture), or the failure. */
  onDrawn(result: { current: string[] } | { error: string }): void;
}

interface ElementRegistry {
  get(id: string): { businessObject?: { name?: string } } | undefined;
}
interface Canvas {
  zoom(mode: 'fit-viewport'): void;
  addMarker(id: string, marker: string): void;
}

export default function DiagramCanvas({ diagram, label, onDrawn }: DiagramCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const reported = useRef(onDrawn);
  reported.current = onDrawn;
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (!container.current) return undefined;
    const viewer = new NavigatedViewer({ container: container.current });
    let current = true;
    viewer
      .importXML(diagram.bpmnXml)
      .then(() => {
        if (!current) return;
        const canvas = viewer.get<Canvas>('canvas');
        const registry = viewer.get<ElementRegistry>('elementRegistry');
        canvas.zoom('fit-viewport');
        const names: string[] = [];
        for (const [id, state] of Object.entries(diagram.nodes)) {
          const element = registry.get(id);
          if (!element) continue;
          canvas.addMarker(id, state === 'current' ? 'fd-node-current' : 'fd-node-done');
          if (state === 'current') names.push(element.businessObject?.name ?? id);
        }
        setDrawn(true);
        reported.current({ current: names });
      })
      .catch((error: unknown) => current && reported.current({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      current = false;
      viewer.destroy();
    };
  }, [diagram]);

  return <div ref={container} className="fd-flow-diagram__canvas" role="figure" aria-label={label} aria-busy={!drawn} />;
}
