// One definition for its administrator: its facts, its diagram (the flow diagram section of the flow pages) and
// who may start it (getPermissionList), with loading and failure states.
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Spin, Tag } from '@douyinfe/semi-ui-19';
import { getStartRights, type ManagedDefinitionRow } from '../../../api/flowDefinitions';
import { unwrap } from '../../../api/http';
import { LoadFailure } from '../../../components/LoadStates';
import { FlowDiagramSection } from '../components/FlowDiagramSection';
import './definitions.css';

export interface DefinitionDetailDialogProps {
  definition: ManagedDefinitionRow;
  onClose: () => void;
}

function StartRights({ defKey }: { defKey: string }) {
  const { t, i18n } = useTranslation('flow');
  const { data, error, mutate } = useSWR(['flow:definitions:startRights', defKey, i18n.language] as const, () => unwrap(getStartRights(defKey, { quiet: true })), {
    revalidateOnFocus: false,
  });
  if (error) return <LoadFailure error={error} headingLevel={3} title={t('definitions.rightsFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  if (!data)
    return (
      <div role="status" className="fd-definitions__state">
        <Spin />
        <span>{t('definitions.rightsLoading')}</span>
      </div>
    );
  return (
    <ul className="fd-definitions__rights">
      {data.map((right) => (
        <li key={`${right.type}:${right.id}`}>
          <Tag color={right.type === 'role' ? 'blue' : right.type === 'everyone' ? 'green' : 'grey'}>{t(`definitions.rightType.${right.type}`)}</Tag> {right.name}
          {right.type === 'role' ? <span className="fd-definitions__code"> ({right.id})</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function DefinitionDetailDialog({ definition, onClose }: DefinitionDetailDialogProps) {
  const { t } = useTranslation('flow');
  return (
    <Modal
      visible
      title={definition.name}
      onCancel={onClose}
      width={900}
      footer={<Button onClick={onClose}>{t('definitions.close')}</Button>}
      closeOnEsc
    >
      <dl className="fd-definitions__facts">
        <dt>{t('lists.column.defKey')}</dt>
        <dd>{definition.defKey}</dd>
        <dt>{t('lists.column.typeName')}</dt>
        <dd>{definition.typeName}</dd>
        <dt>{t('lists.column.version')}</dt>
        <dd>{definition.version}</dd>
        <dt>{t('definitions.status')}</dt>
        <dd>{t(`definitions.statusValue.${definition.status === 'deploy' ? 'deploy' : 'other'}`, { status: definition.status })}</dd>
        {definition.desc ? (
          <>
            <dt>{t('lists.column.desc')}</dt>
            <dd>{definition.desc}</dd>
          </>
        ) : null}
      </dl>
      <section className="fd-definitions__section" aria-labelledby="fd-definitions-rights">
        <h3 id="fd-definitions-rights">{t('definitions.whoMayStart')}</h3>
        <StartRights defKey={definition.defKey} />
      </section>
      <FlowDiagramSection source={{ defId: definition.defId }} />
    </Modal>
  );
}
