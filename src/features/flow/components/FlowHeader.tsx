// The head of a task or instance page: its subject and a line of facts (node, process, creator, dates, status).
import type { ReactNode } from 'react';
import './flow.css';

export interface FlowFact {
  label: string;
  value: ReactNode;
}

export function FlowHeader({ title, facts }: { title: string; facts: FlowFact[] }) {
  return (
    <header className="fd-flow-header">
      <h1>{title}</h1>
      <dl className="fd-flow-facts">
        {facts
          .filter((fact) => fact.value !== undefined && fact.value !== null && fact.value !== '')
          .map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
      </dl>
    </header>
  );
}
