// Spec §5: a shared task with several identities opens only once the user has chosen the leader to act for;
// with other texts, the same choice picks the initiator of a favourite process (self or a leader).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup } from '@douyinfe/semi-ui-19';
import type { Identity } from '../../../api/flow';
import { ActionDialog } from './ActionDialog';
import './flowLists.css';

/** The dialog's texts; the default ones are the shared task's. */
export interface LeaderChoiceTexts {
  title: string;
  label: string;
  ok: string;
  required: string;
}

export interface LeaderChoiceDialogProps {
  identities: readonly Identity[];
  onChoose: (leaderId: string) => void;
  onCancel: () => void;
  texts?: LeaderChoiceTexts;
}

export function LeaderChoiceDialog({ identities, onChoose, onCancel, texts: givenTexts }: LeaderChoiceDialogProps) {
  const { t } = useTranslation('flow');
  const texts = givenTexts ?? {
    title: t('lists.chooseLeader.title'),
    label: t('lists.chooseLeader.label'),
    ok: t('lists.chooseLeader.ok'),
    required: t('lists.chooseLeader.required'),
  };
  const [chosen, setChosen] = useState<string>();
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (chosen) onChoose(chosen);
    else setMissing(true);
  };
  return (
    <ActionDialog title={texts.title} submitLabel={texts.ok} onSubmit={confirm} onCancel={onCancel}>
      {/* Semi's group is a plain div: the wrapper gives the radios their group role and name */}
      <div role="radiogroup" aria-label={texts.label}>
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
          {texts.required}
        </p>
      ) : null}
    </ActionDialog>
  );
}
