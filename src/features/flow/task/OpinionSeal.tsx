// The opinion signature of a node that takes one (docs/flow.md "Opinion signature"): the caller's seal
// (GET …/electronicSeal/v1/getSealByCurrentUserId) shown as a picture, a "sign with my seal" choice and, unless
// the node is secret-free, the seal password. Without a seal it says how to set one up (the user menu's
// electronic seal dialog, opened from here too when the user may edit their seal) and offers no signing.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Checkbox, Input, Spin } from '@douyinfe/semi-ui-19';
import type { SignatureConfig } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { getMySeal, type Seal } from '../../../api/seal';
import { usePreviewPicture } from '../../../components/usePreviewPicture';
import { PersonalDialog } from '../../personal/PersonalDialogs';
import { hasMethod } from '../../../session/methodAuth';

export interface OpinionSealProps {
  signature: SignatureConfig;
  sign: boolean;
  password: string;
  onSignChange: (sign: boolean) => void;
  onPasswordChange: (password: string) => void;
}

async function fetchSeal(): Promise<Seal | null> {
  const seal = await unwrap(getMySeal({ quiet: true }));
  return seal && typeof seal === 'object' && seal.fileId ? seal : null;
}

export function OpinionSeal({ signature, sign, password, onSignChange, onPasswordChange }: OpinionSealProps) {
  const { t } = useTranslation('flow');
  const headingId = useId();
  const passwordId = useId();
  const { data: seal, error, isLoading, mutate } = useSWR('flow:mySeal', fetchSeal, { revalidateOnFocus: false });
  const picture = usePreviewPicture(seal?.fileId);
  const [settingUp, setSettingUp] = useState(false);

  let body;
  if (error) {
    body = (
      <div className="fd-flow-state" role="alert">
        <span className="fd-flow-error">{t('opinionSeal.loadFailed')}</span>
        <Button onClick={() => void mutate()}>{t('retry')}</Button>
      </div>
    );
  } else if (isLoading || seal === undefined) {
    body = (
      <div className="fd-flow-state" role="status">
        <Spin size="small" />
        <span>{t('opinionSeal.loading')}</span>
      </div>
    );
  } else if (!seal) {
    const mayEdit = hasMethod('seal_edit');
    body = (
      <div className="fd-opinion-seal__none">
        <p>{t(mayEdit ? 'opinionSeal.noneHint' : 'opinionSeal.noneAskAdmin')}</p>
        {mayEdit ? <Button onClick={() => setSettingUp(true)}>{t('opinionSeal.setUp')}</Button> : null}
      </div>
    );
  } else {
    body = (
      <div className="fd-opinion-seal__own">
        <div className="fd-opinion-seal__picture">
          {picture ? <img src={picture} alt={t('opinionSeal.imageAlt')} /> : <Spin size="small" />}
        </div>
        <div className="fd-opinion-seal__controls">
          <Checkbox checked={sign} onChange={(event) => onSignChange(Boolean(event.target.checked))}>
            {t('opinionSeal.sign')}
          </Checkbox>
          {sign && signature.password ? (
            <div className="fd-opinion-seal__password">
              <label htmlFor={passwordId}>{t('opinionSeal.password')}</label>
              <Input id={passwordId} type="password" autoComplete="off" value={password} aria-required onChange={(value) => onPasswordChange(value)} />
            </div>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section className="fd-opinion-seal" aria-labelledby={headingId}>
      <span id={headingId} className="fd-opinion-files__label">
        {t('opinionSeal.title')}
      </span>
      <p className="fd-flow-hint">{t(signature.secretFree ? 'opinionSeal.hintSecretFree' : 'opinionSeal.hint')}</p>
      {body}
      {settingUp ? (
        <PersonalDialog
          kind="seal"
          onClose={() => {
            setSettingUp(false);
            void mutate();
          }}
        />
      ) : null}
    </section>
  );
}
