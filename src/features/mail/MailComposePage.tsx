// /mail/mailAdd (a new mail; ?reply=, ?replyAll= or ?forward=<id> starts from another mail, ?to= from an
// address) and /mail/mailEdit/{id} (a draft): recipients with completion, copies, subject, the body as plain
// text (sent as escaped HTML paragraphs), attachments uploaded to the file store; send or save as a draft.
// A refusal of the server is shown above the buttons and everything typed stays.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useKeptInput } from '../../components/keptInput';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Input, TextArea, Toast } from '@douyinfe/semi-ui-19';
import { TOAST_SECONDS } from '../../components/toast';
import { IconSend } from '@douyinfe/semi-icons';
import { unwrap } from '../../api/http';
import { getMail, MAIL_FOLDERS, sendMail, type MailDetail } from '../../api/mail';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { useCurrentUser } from '../../session/store';
import { useUserDetail } from '../../session/userDetail';
import { OpinionAttachments } from '../flow/task/OpinionAttachments';
import type { OpinionFileEntry } from '../flow/task/opinionExtras';
import { Field } from '../personal/flowSettings/FormParts';
import { AddressField } from './AddressField';
import { composeFrom, type ComposeValues } from './compose';
import { decodeBase64Utf8, htmlToText, splitList, textToHtml } from './mailText';
import { mailListPath, type ComposeMode } from './paths';
import { MAIL_CACHE_PREFIX, useMailAccounts, useRefreshMail } from './useMailFolders';
import '../flow/components/flow.css';
import '../personal/flowSettings/flowSettings.css';
import './mail.css';
import { ChoiceSelect, fieldLabelId } from '../../components/ChoiceSelect';

export const SUBJECT_MAX = 200;

interface ComposeStart extends ComposeValues {
  /** the draft being edited */
  draftId?: string;
  replyMailId?: string;
  /** the account to send through ('' between portal users); undefined for a new mail: the default account */
  setId?: string;
  files: OpinionFileEntry[];
}

const filesOf = (mail: MailDetail): OpinionFileEntry[] =>
  mail.mailAttachments.map((file) => ({ key: file.id, state: 'uploaded', id: file.id, name: file.fileName, size: file.fileSize }));

type Problems = Partial<Record<'to' | 'subject' | 'files', string>>;

function ComposeForm({ start, title }: { start: ComposeStart; title: string }) {
  const { t } = useTranslation('mail');
  const navigate = useNavigate();
  const refresh = useRefreshMail();
  const [values, setValues] = useState<ComposeValues>(start);
  const [files, setFiles] = useState<OpinionFileEntry[]>(start.files);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState<'send' | 'draft'>();
  const refusalId = useId();
  const accounts = useMailAccounts().data ?? [];
  const [chosenAccount, setChosenAccount] = useState(start.setId);
  const wanted = chosenAccount ?? accounts.find((account) => account.isDefault === 1)?.id ?? '';
  // an account deleted since the draft was saved: between portal users
  const setId = accounts.some((account) => account.id === wanted) ? wanted : '';
  const set = (name: keyof ComposeValues) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  // Kept across a language switch: the typed fields and the uploaded files (ids); a file still uploading or
  // failed holds bytes a snapshot cannot carry, so the switch asks first.
  const uploaded = files.filter((file) => file.state === 'uploaded');
  const changed = (['to', 'cc', 'subject', 'body'] as const).some((name) => values[name] !== start[name]) || uploaded.length !== start.files.length;
  useKeptInput('mail:compose', {
    snapshot: () => (changed ? { values, files: uploaded } : undefined),
    restore: (kept) => {
      const { values: keptValues, files: keptFiles } = kept as { values: ComposeValues; files: OpinionFileEntry[] };
      setValues((current) => ({ ...current, ...keptValues }));
      setFiles(keptFiles);
    },
    unkeepable: () => files.some((file) => file.state !== 'uploaded'),
  });

  const submit = async (sending: boolean) => {
    const found: Problems = {};
    if (sending && splitList(values.to).length === 0) found.to = t('compose.toRequired');
    if (sending && !values.subject.trim()) found.subject = t('compose.subjectRequired');
    if (files.some((file) => file.state === 'uploading')) found.files = t('compose.stillUploading');
    setProblems(found);
    setRefusal('');
    if (Object.keys(found).length > 0) return;
    setBusy(sending ? 'send' : 'draft');
    const answer = await sendMail(
      {
        ...(start.draftId ? { id: start.draftId } : {}),
        ...(start.replyMailId ? { replyMailId: start.replyMailId } : {}),
        ...(setId ? { setId } : {}),
        type: sending ? MAIL_FOLDERS.sent : MAIL_FOLDERS.drafts,
        subject: values.subject.trim(),
        content: textToHtml(values.body),
        receiverAddresses: values.to,
        copyToAddresses: values.cc,
        fileIds: files.flatMap((file) => (file.state === 'uploaded' ? [file.id] : [])).join(','),
      },
      { quiet: true },
    );
    setBusy(undefined);
    if (!answer.ok) {
      setRefusal(answer.message || t('compose.failed'));
      return;
    }
    Toast.success({ content: answer.data?.message || t(sending ? 'compose.sent' : 'compose.saved'), duration: TOAST_SECONDS });
    refresh();
    void navigate(mailListPath(sending ? 'sent' : 'drafts'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(true);
  };

  return (
    <div className="fd-mail">
      <h2>{title}</h2>
      <form className="fd-mail__compose" noValidate onSubmit={onSubmit}>
        {accounts.length > 0 ? (
          <Field label={t('compose.from')}>
            {(control) => (
              <ChoiceSelect
                {...control}
                labelledBy={fieldLabelId(control.id)}
                className="fd-mail__select"
                value={setId}
                options={[{ value: '', label: t('compose.fromPortal') }, ...accounts.map((account) => ({ value: account.id ?? '', label: `${account.nickName} <${account.mailAddress}>` }))]}
                onChange={setChosenAccount}
              />
            )}
          </Field>
        ) : null}
        <Field label={t('compose.to')} required error={problems.to}>
          {(control) => <AddressField control={control} value={values.to} onChange={set('to')} />}
        </Field>
        <Field label={t('compose.cc')}>{(control) => <AddressField control={control} value={values.cc} onChange={set('cc')} />}</Field>
        <Field label={t('compose.subject')} required error={problems.subject}>
          {(control) => <Input {...control} value={values.subject} maxLength={SUBJECT_MAX} onChange={set('subject')} />}
        </Field>
        <Field label={t('compose.body')}>{(control) => <TextArea {...control} value={values.body} rows={12} onChange={set('body')} />}</Field>
        <OpinionAttachments label={t('compose.attachments')} entries={files} onUpdate={setFiles} />
        {problems.files ? (
          <p role="alert" className="fd-flow-error">
            {problems.files}
          </p>
        ) : null}
        {refusal ? (
          <p id={refusalId} role="alert" className="fd-mail__refusal">
            {refusal}
          </p>
        ) : null}
        <div className="fd-mail__buttons">
          <Button htmlType="submit" theme="solid" type="primary" icon={<IconSend aria-hidden="true" />} loading={busy === 'send'} disabled={busy === 'draft'}>
            {t('compose.send')}
          </Button>
          <Button onClick={() => void submit(false)} loading={busy === 'draft'} disabled={busy === 'send'}>
            {t('compose.saveDraft')}
          </Button>
          <Button onClick={() => void navigate(-1)}>{t('compose.cancel')}</Button>
        </div>
      </form>
    </div>
  );
}

/** Which mail the page starts from: the draft of the route, or the mail answered or forwarded. */
function sourceOf(draftId: string | undefined, params: URLSearchParams): { id: string; mode?: ComposeMode } | undefined {
  if (draftId) return { id: draftId };
  for (const mode of ['reply', 'replyAll', 'forward'] as const) {
    const id = params.get(mode);
    if (id) return { id, mode };
  }
  return undefined;
}

export default function MailComposePage() {
  const { t, i18n } = useTranslation('mail');
  const { id: draftId } = useParams();
  const [params] = useSearchParams();
  const source = sourceOf(draftId, params);
  const account = useCurrentUser()?.account ?? '';
  const { detail } = useUserDetail();
  const { data: original, error, isLoading, mutate } = useSWR(
    source ? ([`${MAIL_CACHE_PREFIX}detail`, source.id, i18n.language] as const) : null,
    () => unwrap(getMail(source!.id, { quiet: true })),
    { revalidateOnFocus: false },
  );
  const title = t(draftId ? 'compose.editTitle' : source?.mode ? `compose.${source.mode}Title` : 'compose.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (error) {
    return (
      <div className="fd-mail">
        <h2>{title}</h2>
        <LoadFailure error={error} headingLevel={3} title={t('read.loadFailed')} notFoundTitle={t('read.notFound')} retryLabel={t('retry')} onRetry={() => void mutate()} />
      </div>
    );
  }
  if (source && (isLoading || !original)) {
    return (
      <div className="fd-mail">
        <h2>{title}</h2>
        <PageLoading text={t('read.loading')} />
      </div>
    );
  }

  let start: ComposeStart = { to: params.get('to') ?? '', cc: '', subject: '', body: '', files: [] };
  if (original && draftId) {
    start = {
      draftId,
      to: splitList(original.receiverAddresses).join(', '),
      cc: splitList(original.copyToAddresses).join(', '),
      subject: original.subject,
      body: htmlToText(decodeBase64Utf8(original.content)),
      setId: original.setId ?? '',
      files: filesOf(original),
    };
  } else if (original && source?.mode) {
    const header = [
      t('compose.quote.title'),
      `${t('read.from')}: ${original.senderName} <${original.senderAddress}>`,
      `${t('read.date')}: ${original.sendDate}`,
      `${t('read.to')}: ${original.receiverName}`,
      `${t('compose.subject')}: ${original.subject}`,
    ];
    const prefix = t(source.mode === 'forward' ? 'compose.quote.forwardPrefix' : 'compose.quote.replyPrefix');
    start = {
      ...composeFrom(source.mode, original, [account, detail?.user.email ?? ''], { prefix, header }),
      replyMailId: source.mode === 'forward' ? undefined : original.id,
      setId: original.setId ?? '',
      files: source.mode === 'forward' ? filesOf(original) : [],
    };
  }
  return <ComposeForm key={`${draftId ?? ''}${params.toString()}`} start={start} title={title} />;
}
