// bpmn-moddle ships its types under a separate export path and bpmn-auto-layout none; the engine needs a few calls.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}

declare module 'bpmn-auto-layout' {
  /** The process XML with a diagram (BPMNDiagram) laid out from its flow. */
  export function layoutProcess(xml: string): Promise<string>;
}
