// /mail/settingAdd, /mail/settingEdit/{id} and /mail/settingGet/{id} (read-only): one mail account — name,
// type (IMAP), address, password or authorization code, the SMTP and IMAP servers, SSL, login, and what a fetch
// does. The password is never loaded: editing leaves it empty, and it is sent (isOriginPwd=true) only when typed.
// Typing the address proposes smtp./imap.<domain> for empty hosts; SSL switches the standard ports. "Test
// connection" tries the servers as typed. Saving shows '保存成功' and returns to the list, or '保存失败' with the
// reason, keeping everything typed.
import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Input, Toast } from '@douyinfe/semi-ui-19';
import { getMailSetting, saveMailSetting, testMailSetting, type MailSetting } from '../../api/mail';
import { TOAST_SECONDS } from '../../components/toast';
import { DetailList } from '../personal/flowSettings/DetailList';
import { Field, SettingsFormPage, useRecord } from '../personal/flowSettings/FormParts';
import { useSaveAndReturn } from '../personal/flowSettings/useSaveAndReturn';
import { isEmailAddress } from './mailText';
import { SETTING_LIST_PATH } from './paths';
import { PORTS, proposeHosts, withSsl } from './mailSetting';
import { useRefreshMail } from './useMailFolders';
import './mail.css';
import { ChoiceSelect, fieldLabelId } from '../../components/ChoiceSelect';

const EMPTY: MailSetting = {
  nickName: '',
  mailType: 'imap',
  mailAddress: '',
  smtpHost: '',
  smtpPort: PORTS.plain.smtp,
  imapHost: '',
  imapPort: PORTS.plain.imap,
  ssl: 0,
  validate: 1,
  isDeleteRemote: 0,
  isHandleAttach: 1,
  isDefault: 0,
};

type TextField = 'nickName' | 'mailAddress' | 'smtpHost' | 'imapHost';
type PortField = 'smtpPort' | 'imapPort';
type Switch = 'ssl' | 'validate' | 'isDeleteRemote' | 'isHandleAttach' | 'isDefault';
type Problems = Partial<Record<TextField | PortField | 'password', string>>;

const SWITCHES: readonly Switch[] = ['ssl', 'validate', 'isDeleteRemote', 'isHandleAttach', 'isDefault'];
const HOST = /^[A-Za-z0-9.-]{1,255}$/;

export default function SettingFormPage({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation('mail');
  const { id } = useParams();
  const switchesId = useId();
  const refreshMail = useRefreshMail();
  const { saving, save: saveAndReturn } = useSaveAndReturn(SETTING_LIST_PATH);
  const adding = !readOnly && !id;
  const record = useRecord('mailSetting', adding ? undefined : id, getMailSetting);
  const [edited, setEdited] = useState<Partial<MailSetting>>({});
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState('');
  const [testing, setTesting] = useState(false);
  const setting: MailSetting = { ...EMPTY, ...record.data, ...edited };
  const change = (next: MailSetting) => setEdited(next);
  const label = (name: string) => t(`setting.${name}`);

  /** The setting to send, or undefined after showing what is wrong. */
  const checked = (): MailSetting | undefined => {
    const found: Problems = {};
    const required = (name: TextField) => {
      if (!setting[name].trim()) found[name] = t('setting.required', { field: label(name) });
    };
    required('nickName');
    required('mailAddress');
    if (!found.mailAddress && !isEmailAddress(setting.mailAddress.trim())) found.mailAddress = t('setting.emailInvalid');
    for (const name of ['smtpHost', 'imapHost'] as const) if (!HOST.test(setting[name].trim())) found[name] = t('setting.hostInvalid');
    for (const name of ['smtpPort', 'imapPort'] as const) {
      const port = setting[name];
      if (!Number.isInteger(port) || port < 1 || port > 65535) found[name] = t('setting.portInvalid');
    }
    if (adding && !password) found.password = t('setting.required', { field: label('password') });
    setProblems(found);
    if (Object.keys(found).length > 0) return undefined;
    const { lastSyncTime: _lastSync, ...rest } = setting;
    return {
      ...rest,
      nickName: setting.nickName.trim(),
      mailAddress: setting.mailAddress.trim(),
      smtpHost: setting.smtpHost.trim(),
      imapHost: setting.imapHost.trim(),
      ...(password ? { password } : {}),
    };
  };

  const save = async () => {
    const body = checked();
    if (!body) return;
    setRefusal('');
    const answer = await saveAndReturn(saveMailSetting(body, password !== '', { quiet: true }));
    if (answer.ok) refreshMail();
    else setRefusal(t('setting.saveFailed', { message: answer.message ?? '' }));
  };

  const test = async () => {
    const body = checked();
    if (!body) return;
    setTesting(true);
    // a false state ('测试连接失败…') is shown by the request layer as an error
    const answer = await testMailSetting(body, password !== '');
    setTesting(false);
    if (answer.ok) Toast.success({ content: answer.data?.message || t('setting.connected'), duration: TOAST_SECONDS });
  };

  const yesNo = (value: number) => t(value === 1 ? 'setting.yes' : 'setting.no');
  const title = t(readOnly ? 'setting.viewTitle' : adding ? 'setting.addTitle' : 'setting.editTitle');
  if (readOnly) {
    return (
      <SettingsFormPage title={title} listPath={SETTING_LIST_PATH} record={record} readOnly>
        <DetailList
          details={[
            { label: label('nickName'), value: setting.nickName },
            { label: label('mailType'), value: setting.mailType.toUpperCase() },
            { label: label('mailAddress'), value: setting.mailAddress },
            { label: label('smtpServer'), value: `${setting.smtpHost}:${setting.smtpPort}` },
            { label: label('imapServer'), value: `${setting.imapHost}:${setting.imapPort}` },
            ...SWITCHES.map((name) => ({ label: label(name), value: yesNo(setting[name]) })),
            { label: label('lastSyncTime'), value: setting.lastSyncTime || t('setting.neverFetched') },
          ]}
        />
      </SettingsFormPage>
    );
  }

  const text = (name: TextField, extra: { type?: string; onBlur?: () => void } = {}): ReactNode => (
    <Field key={name} label={label(name)} required error={problems[name]}>
      {(control) => (
        <Input {...control} {...extra} value={setting[name]} maxLength={name === 'nickName' ? 64 : name === 'mailAddress' ? 128 : 255} onChange={(value) => change({ ...setting, [name]: value })} />
      )}
    </Field>
  );
  const port = (name: PortField): ReactNode => (
    <Field key={name} label={label(name)} required error={problems[name]}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          value={Number.isNaN(setting[name]) ? '' : String(setting[name])}
          maxLength={5}
          onChange={(value) => change({ ...setting, [name]: value.trim() === '' ? Number.NaN : Number(value) })}
        />
      )}
    </Field>
  );

  return (
    <SettingsFormPage
      title={title}
      listPath={SETTING_LIST_PATH}
      record={adding ? undefined : record}
      saving={saving}
      onSave={() => void save()}
      extraButtons={
        <Button loading={testing} disabled={saving} onClick={() => void test()}>
          {t('setting.testConnection')}
        </Button>
      }
    >
      {text('nickName')}
      <Field label={label('mailType')} required>
        {(control) => (
          <ChoiceSelect
            {...control}
            labelledBy={fieldLabelId(control.id)}
            className="fd-mail__select"
            value={setting.mailType}
            options={[{ value: 'imap', label: 'IMAP' }]}
            onChange={(mailType) => change({ ...setting, mailType })}
          />
        )}
      </Field>
      {text('mailAddress', { type: 'email', onBlur: () => change(proposeHosts(setting)) })}
      <Field label={label('password')} required={adding} error={problems.password}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            value={password}
            maxLength={256}
            placeholder={adding ? t('setting.passwordHint') : t('setting.passwordKeep')}
            onChange={setPassword}
          />
        )}
      </Field>
      {text('smtpHost')}
      {port('smtpPort')}
      {text('imapHost')}
      {port('imapPort')}
      <div className="fd-mail__switches" role="group" aria-labelledby={switchesId}>
        <span id={switchesId} className="fd-mail__switches-legend">
          {t('setting.options')}
        </span>
        {SWITCHES.map((name) => (
          <Checkbox
            key={name}
            checked={setting[name] === 1}
            onChange={(event) => {
              const on = event.target.checked === true;
              change(name === 'ssl' ? withSsl(setting, on) : { ...setting, [name]: on ? 1 : 0 });
            }}
          >
            {label(name)}
          </Checkbox>
        ))}
      </div>
      {refusal ? (
        <p role="alert" className="fd-mail__refusal">
          {refusal}
        </p>
      ) : null}
    </SettingsFormPage>
  );
}
