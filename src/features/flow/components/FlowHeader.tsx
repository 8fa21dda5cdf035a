// The head of a task or instance page: its subject and a line of facts (node, process, creator, dates, status).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '../../../api/flow';
import { StatusTag } from '../lists/StatusTag';
import './flow.css';

export interface FlowFact {
  label: string;
  value: ReactNode;
}

/** The head of an instance: its subject, process, status, initiator and times. */
export function InstanceHeader({ instance }: { instance: InstanceRow }) {
  const { t } = useTranslation('flow');
  return (
    <FlowHeader
      title={instance.subject}
      facts={[
        { label: t('facts.process'), value: instance.procDefName },
        { label: t('facts.status'), value: <StatusTag kind="instance" value={instance.status} /> },
        { label: t('facts.creator'), value: instance.creator },
        { label: t('facts.createTime'), value: instance.createTime },
        { label: t('facts.endTime'), value: instance.endTime },
      ]}
    />
  );
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
