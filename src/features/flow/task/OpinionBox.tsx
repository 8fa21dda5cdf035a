// The approval opinion (at most 500 characters) with the process's common phrases: choosing one appends it; then
// the handler's saved opinions (SavedOpinions) when the box belongs to a task.
// Below it the opinion's attachments (附件) and body documents (正文), and the seal signature when the node
// takes one (docs/flow.md "Opinion attachments", "Opinion signature").
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, TextArea } from '@douyinfe/semi-ui-19';
import { getApprovalPhrases } from '../../../api/approvalItem';
import type { SignatureConfig } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { OpinionAttachments } from './OpinionAttachments';
import type { OpinionExtras, OpinionFileList } from './opinionExtras';
import { OpinionSeal } from './OpinionSeal';
import { SavedOpinions, type SavedOpinionPlace } from './SavedOpinions';

const OPINION_MAX = 500;

export interface OpinionBoxProps {
  /** The textarea's id (the page focuses it when an opinion is required). */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The "opinion required" message, when shown. */
  error?: string;
  defKey: string;
  typeId?: string;
  /** files, body documents and the seal signature, kept by the page for its complete */
  extras: OpinionExtras;
  onExtrasChange: Dispatch<SetStateAction<OpinionExtras>>;
  /** the node's opinion signature (taskDetail); none or disabled shows no seal */
  signature?: SignatureConfig;
  /** the task whose handler's saved opinions the box offers; none offers none */
  savedAt?: SavedOpinionPlace;
}

const FILE_LISTS: readonly { list: OpinionFileList; labelKey: string }[] = [
  { list: 'files', labelKey: 'opinionFiles.files' },
  { list: 'zfiles', labelKey: 'opinionFiles.zfiles' },
];

export function OpinionBox({ id, value, onChange, error, defKey, typeId, extras, onExtrasChange, signature, savedAt }: OpinionBoxProps) {
  const { t } = useTranslation('flow');
  // A failure is toasted by the request layer; the box then simply offers no phrases.
  const { data: phrases } = useSWR(['flow:phrases', defKey, typeId ?? ''] as const, ([, key, type]) => unwrap(getApprovalPhrases({ defKey: key, typeId: type })), {
    revalidateOnFocus: false,
  });
  const errorId = `${id}-error`;
  return (
    <section className="fd-flow-opinion">
      <label htmlFor={id}>{t('taskPage.opinionLabel')}</label>
      <TextArea
        id={id}
        value={value}
        maxCount={OPINION_MAX}
        maxLength={OPINION_MAX}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(text) => onChange(text)}
      />
      {error ? (
        <p id={errorId} role="alert" className="fd-flow-error">
          {error}
        </p>
      ) : null}
      {phrases && phrases.length > 0 ? (
        <div className="fd-flow-opinion__phrases" role="group" aria-label={t('taskPage.phrases')}>
          <span aria-hidden="true">{t('taskPage.phrases')}</span>
          {phrases.map((phrase) => (
            <Button key={phrase} size="small" theme="borderless" onClick={() => onChange((value + phrase).slice(0, OPINION_MAX))}>
              {phrase}
            </Button>
          ))}
        </div>
      ) : null}
      {savedAt ? <SavedOpinions place={savedAt} opinion={value} onPick={(text) => onChange((value + text).slice(0, OPINION_MAX))} /> : null}
      {FILE_LISTS.map(({ list, labelKey }) => (
        <OpinionAttachments
          key={list}
          label={t(labelKey)}
          entries={extras[list]}
          onUpdate={(update) => onExtrasChange((old) => ({ ...old, [list]: update(old[list]) }))}
        />
      ))}
      {signature?.status === 'enable' ? (
        <OpinionSeal
          signature={signature}
          sign={extras.sealSign}
          password={extras.sealPassword}
          onSignChange={(sealSign) => onExtrasChange((old) => ({ ...old, sealSign }))}
          onPasswordChange={(sealPassword) => onExtrasChange((old) => ({ ...old, sealPassword }))}
        />
      ) : null}
    </section>
  );
}
