// Spec §5: a shared task with several identities opens only once the user has chosen the leader to act for.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup } from '@douyinfe/semi-ui-19';
import type { Identity } from '../../../api/flow';
import { ActionDialog } from './ActionDialog';

export interface LeaderChoiceDialogProps {
  identities: readonly Identity[];
  onChoose: (leaderId: string) => void;
  onCancel: () => void;
}

export function LeaderChoiceDialog({ identities, onChoose, onCancel }: LeaderChoiceDialogProps) {
  const { t } = useTranslation('flow');
  const [chosen, setChosen] = useState<string>();
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (chosen) onChoose(chosen);
    else setMissing(true);
  };
  return (
    <ActionDialog title={t('lists.chooseLeader.title')} submitLabel={t('lists.chooseLeader.ok')} onSubmit={confirm} onCancel={onCancel}>
      {/* Semi's group is a plain div: the wrapper gives the radios their group role and name */}
      <div role="radiogroup" aria-label={t('lists.chooseLeader.label')}>
        <RadioGroup
          direction="vertical"
          value={chosen}
          onChange={(event) => {
            setChosen(String(event.target.value));
            setMissing(false);
          }}
        >
          {identities.map((identity) => (
            <Radio key={identity.id} value={identity.id}>
              {identity.name}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      {missing ? (
        <p role="alert" className="fd-flow-list__error">
          {t('lists.chooseLeader.required')}
        </p>
      ) : null}
    </ActionDialog>
  );
}
