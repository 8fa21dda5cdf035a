// /task/:taskId/:leaderId[/:noSingle] (spec §2.2, §4.5, §4.9, §7.10): a task with its form, the buttons the
// server offers, an opinion and the approval history. Agree validates the form first; the other decisions send
// the data as loaded (or as last validated). A successful action says so for 1.5 s and goes back to the to-dos;
// a failed one has been shown by the request layer, and the page stays as it was.
// /taskFromOtherPage/:taskId/:leaderId/:from is the same page opened from another system, alone: once handled it
// ends on /completeView/{procDefKey} instead of the to-dos.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams, type Params } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Checkbox, Tag, Toast } from '@douyinfe/semi-ui-19';
import type { SelectedItem } from '../../../../renderers';
import {
  circulateInstance,
  communicateTask,
  completeTask,
  delayTask,
  delegateTask,
  endProcess,
  getRejectInfo,
  getTask,
  getTaskDetail,
  addSignFeedback,
  getTodoList,
  inquireTask,
  lockUnlockTask,
  replyInquiry,
  saveTaskDraft,
  startSignRound,
  transferTask,
  type BoData,
  type CompleteBody,
  type FormAnswer,
  type RejectInfo,
  type SignRound,
  type TodoRow,
} from '../../../api/flow';
import { unwrap, type ApiResult, type CallOptions } from '../../../api/http';
import { addCountersignVoters, addRoundSigners } from '../../../api/signUsers';
import type { CommonResult } from '../../../api/types';
import { LoadFailure } from '../../../components/LoadStates';
import { ResultPage } from '../../../components/ResultPage';
import { setAgentLeaderId } from '../../../session/agent';
import { useCurrentUser } from '../../../session/store';
import { completeViewPath, taskPath } from '../flowPaths';
import { FlowForm } from '../components/FlowForm';
import { FlowHeader } from '../components/FlowHeader';
import { formFields, useFormSubmitter, type SubmittedForm } from '../components/formSubmitter';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { FlowDiagramSection } from '../components/FlowDiagramSection';
import { FormWatermark } from '../components/FormWatermark';
import { UrgencyTag } from '../components/UrgencyTag';
import { ContractReviewButton } from '../contractReview/ContractReviewButton';
import { attachmentsOf, formTakesAttachments } from '../contractReview/attachments';
import { RelatedProcesses } from '../components/RelatedProcesses';
import { OpinionHistory } from '../components/OpinionHistory';
import { StatusTag } from '../lists/StatusTag';
import { OpinionBox } from './OpinionBox';
import { NO_OPINION_EXTRAS, opinionExtrasBody, opinionExtrasProblem, type OpinionExtras } from './opinionExtras';
import { AgreeDialog } from './AgreeDialog';
import { BackToStartDialog, DelayDialog, EndProcessDialog, RejectDialog, UserPickDialog, type RejectChoice } from './TaskDialogs';
import { isTaskAction, orderButtons, type OrderedButton, type TaskAction } from './taskButtons';
import '../components/flow.css';
import { TOAST_SECONDS } from '../../../components/toast';

const TODO_PATH = '/v-flow/v-todo';
/** Decisions that do not validate send the form's data as loaded or last validated (formFields' fallback). */
const NOTHING_SUBMITTED: SubmittedForm = { kind: 'none' };
/** Spec §4.6: the wait before the next task opens, so the user sees that one was found. */
export const NEXT_TASK_DELAY_MS = 2000;
/** The user's choice to open their next to-do after handling one, kept in this browser. */
const OPEN_NEXT_KEY = 'fd.flow.openNextTask';
/** Actions report their own failures (prefixed, with the log id on hover), not the request layer. */
const ACTION_OPTIONS: CallOptions = { quiet: true };

const readOpenNext = () => {
  try {
    return localStorage.getItem(OPEN_NEXT_KEY) === 'true';
  } catch {
    return false;
  }
};
/** Decisions that need a written opinion (an inquiry or communication sends it as the question). */
const OPINION_REQUIRED = new Set<TaskAction>(['oppose', 'opposeTrans', 'reject', 'backToStart', 'inqu', 'inquReply', 'startCommu', 'commu']);

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'handled' }
  | { status: 'ready'; task: TodoRow; detail: FormAnswer; addSignKind: AddSignKind };

/**
 * What add-sign (加签) does on this task: on a countersign vote it adds voters to the round (taskSignUsers), for a
 * signer of a sign line or sequence it adds signers to that round (taskCustomSignUsers), else the chosen people sign
 * first (userTaskToSign).
 */
type AddSignKind = 'voters' | 'signers' | 'signFirst';
const addSignKindOf = (task: TodoRow, nodeType: string | undefined): AddSignKind =>
  task.status === 'SIGNLINE' || task.status === 'SIGNSEQUENCE' ? 'signers' : nodeType === 'signTask' ? 'voters' : 'signFirst';
/** The add-sign dialog's title and hint where it adds to a round (else USER_PICKS.addSign's). */
const ADD_TO_ROUND_PICKS: Record<Exclude<AddSignKind, 'signFirst'>, { titleKey: string; hintKey: string }> = {
  voters: { titleKey: 'taskDialogs.addVotersTitle', hintKey: 'taskDialogs.addVotersHint' },
  signers: { titleKey: 'taskDialogs.addSignersTitle', hintKey: 'taskDialogs.addSignersHint' },
};
type UserPickAction = 'delegate' | 'startTrans' | 'inqu' | 'startCommu' | 'instanceTrans' | SignRound;
type Dialog =
  | { kind: 'reject'; info: RejectInfo }
  /** an agree whose node lets it choose where it goes or who is next, with the form it validated */
  | { kind: 'agree'; form: SubmittedForm }
  | { kind: 'backToStart' | 'endProcess' | 'taskDelay' | UserPickAction };
/** The form submissions that validate the form first: the node's agree, a pass-on receiver's, and save. */
type SubmitIntent = 'agree' | 'agreeTrans' | 'saveDraft';

/** The people dialogs: title, one or several people, and the call their choice makes. */
const USER_PICKS: Record<UserPickAction, { titleKey: string; multiple: boolean; hintKey?: string }> = {
  delegate: { titleKey: 'taskDialogs.delegateTitle', multiple: false },
  startTrans: { titleKey: 'taskDialogs.transTitle', multiple: true },
  inqu: { titleKey: 'taskDialogs.inquTitle', multiple: false, hintKey: 'taskDialogs.askHint' },
  startCommu: { titleKey: 'taskDialogs.commuTitle', multiple: true, hintKey: 'taskDialogs.askHint' },
  instanceTrans: { titleKey: 'taskDialogs.copyToTitle', multiple: true, hintKey: 'taskDialogs.copyToHint' },
  addSign: { titleKey: 'taskDialogs.addSignTitle', multiple: true, hintKey: 'taskDialogs.addSignHint' },
  signLine: { titleKey: 'taskDialogs.signLineTitle', multiple: true, hintKey: 'taskDialogs.signLineHint' },
  signSequence: { titleKey: 'taskDialogs.signSequenceTitle', multiple: true, hintKey: 'taskDialogs.signSequenceHint' },
};
const isUserPick = (kind: Dialog['kind'] | undefined): kind is UserPickAction => kind !== undefined && Object.hasOwn(USER_PICKS, kind);

export interface TaskPageProps {
  /** Opened from another system or module: no next-task choice, and handling ends on `doneTarget`. */
  fromOtherPage?: boolean;
  /** Where a task from another page ends, from the route's parameters; default the complete view of its process. */
  doneTarget?: (params: Readonly<Params<string>>, task: TodoRow) => string;
}

export default function TaskPage({ fromOtherPage = false, doneTarget = (_params, task) => completeViewPath(task.procDefKey) }: TaskPageProps) {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  const params = useParams();
  const { taskId = '', leaderId = '0' } = params;
  const agentLeaderId = leaderId !== '0' ? leaderId : undefined;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [opinion, setOpinion] = useState('');
  const [opinionMissing, setOpinionMissing] = useState(false);
  const [opinionExtras, setOpinionExtras] = useState<OpinionExtras>(NO_OPINION_EXTRAS);
  const [dialog, setDialog] = useState<Dialog>();
  const [fetchingNext, setFetchingNext] = useState(false);
  const [openNext, setOpenNext] = useState(readOpenNext);
  const userId = useCurrentUser()?.userId;
  /** The form data sent by decisions that do not validate: as loaded, or as last validated. */
  const latestData = useRef<BoData | undefined>(undefined);
  const historyHeading = useRef<HTMLHeadingElement>(null);
  const opinionId = useId();

  useEffect(() => {
    let current = true;
    // Spec §6: in agent mode every call of a task page carries the leader (the request layer adds it).
    setAgentLeaderId(leaderId);
    setLoaded({ status: 'loading' });
    (async () => {
      const info = await unwrap(getTask(taskId, { quiet: true }));
      if (!info.bpmTask) {
        if (current) setLoaded({ status: 'handled' });
        return;
      }
      const detail = await unwrap(getTaskDetail(taskId, { quiet: true }));
      if (!current) return;
      latestData.current = detail.data;
      // a saved task (saveDraft) comes back with its opinion; its data is the answer's
      if (detail.draft?.opinion) setOpinion((typed) => typed || detail.draft!.opinion);
      setLoaded({ status: 'ready', task: info.bpmTask, detail, addSignKind: addSignKindOf(info.bpmTask, info.curNodeDef?.type) });
    })().catch((error: unknown) => current && setLoaded({ status: 'failed', error }));
    return () => {
      current = false;
    };
  }, [taskId, leaderId, attempt]);

  const subject = loaded.status === 'ready' ? loaded.task.subject : undefined;
  /** A task of someone added to sign first (USERADDSIGN). */
  const signing = loaded.status === 'ready' && loaded.task.status === 'USERADDSIGN';
  const addSignKind: AddSignKind = loaded.status === 'ready' ? loaded.addSignKind : 'signFirst';
  useEffect(() => {
    if (subject) document.title = t('taskPage.documentTitle', { subject });
  }, [t, subject]);

  /** Spec §4.6: the next to-do, opened after a short wait; none left → the to-do list. */
  const openNextTask = async () => {
    setFetchingNext(true);
    const next = await getTodoList({ pageBean: { page: 1, pageSize: 1, showTotal: false } }, ACTION_OPTIONS);
    const row = next.ok ? next.data?.rows[0] : undefined;
    if (row) await new Promise((resolve) => setTimeout(resolve, NEXT_TASK_DELAY_MS));
    setFetchingNext(false);
    const target = row ? taskPath(row, userId) : TODO_PATH;
    void navigate(typeof target === 'string' ? target : TODO_PATH);
  };

  /**
   * The end of every action: success is toasted, then the next to-do or the list; a failure is shown prefixed
   * "task handling failed", its log id on hover, and the page stays.
   */
  const finish = async (call: (options: CallOptions) => Promise<ApiResult<CommonResult<unknown>>>, successText?: string) => {
    setBusy(true);
    const result = await call(ACTION_OPTIONS);
    setBusy(false);
    if (!result.ok) {
      if (result.canceled) return;
      const message = t('taskActions.failed', { message: result.message ?? '' });
      Toast.error({ content: <span title={result.logId ? t('taskActions.logId', { logId: result.logId }) : undefined}>{message}</span>, duration: 5 });
      return;
    }
    Toast.success({ content: successText ?? (result.data?.message || t('taskActions.done')), duration: TOAST_SECONDS });
    if (fromOtherPage && loaded.status === 'ready') void navigate(doneTarget(params, loaded.task));
    else if (openNext) await openNextTask();
    else void navigate(TODO_PATH);
  };

  const complete = async (actionName: CompleteBody['actionName'], form: SubmittedForm, extra: Partial<CompleteBody> = {}) => {
    // attachments still uploading or a missing seal signature: said here rather than refused by the server
    const signature = loaded.status === 'ready' ? loaded.detail.signature : undefined;
    const problem = opinionExtrasProblem(opinionExtras, signature, actionName);
    if (problem) {
      Toast.warning({ content: t(problem), duration: TOAST_SECONDS });
      return;
    }
    const extras = opinionExtrasBody(opinionExtras, signature);
    await finish((options) => completeTask({ taskId, actionName, opinion, ...formFields(form, latestData.current), agentLeaderId, ...extras, ...extra }, options));
  };

  /** Actions that leave the user on the task (save, copy-to, extend): said, and the page stays. */
  const actAndStay = async (call: (options: CallOptions) => Promise<ApiResult<CommonResult<unknown>>>, after?: () => void) => {
    setBusy(true);
    const result = await call(ACTION_OPTIONS);
    setBusy(false);
    if (!result.ok) {
      if (!result.canceled) Toast.error({ content: t('taskActions.failed', { message: result.message ?? '' }), duration: 5 });
      return;
    }
    Toast.success({ content: result.data?.message || t('taskActions.done'), duration: TOAST_SECONDS });
    after?.();
  };

  const submitter = useFormSubmitter<SubmitIntent>((intent, form) => {
    if (form.kind === 'online') latestData.current = form.data;
    if (intent === 'saveDraft') {
      void actAndStay((options) => saveTaskDraft({ taskId, opinion, ...formFields(form, latestData.current), agentLeaderId }, options));
      return;
    }
    const detail = loaded.status === 'ready' ? loaded.detail : undefined;
    // A node that lets its agree choose asks where to and whom first (AgreeDialog).
    const choosing = intent === 'agree' && ((detail?.jumpType ?? 'common') !== 'common' || (detail?.choiceExcutor ?? 'none') !== 'none');
    if (choosing) setDialog({ kind: 'agree', form });
    else void complete(intent, form);
  });

  const lock = async () => {
    setBusy(true);
    const result = await lockUnlockTask(taskId);
    setBusy(false);
    if (!result.ok) return;
    const answers: Record<number, () => void> = {
      0: () => Toast.info({ content: t('taskActions.lockHandled'), duration: TOAST_SECONDS }),
      1: () => Toast.success({ content: t('taskActions.locked'), duration: TOAST_SECONDS }),
      2: () => Toast.info({ content: t('taskActions.lockNotNeeded'), duration: TOAST_SECONDS }),
      3: () => Toast.success({ content: t('taskActions.unlocked'), duration: TOAST_SECONDS }),
      4: () => Toast.warning({ content: t('taskActions.lockedByOther'), duration: TOAST_SECONDS }),
    };
    (answers[Number(result.data)] ?? (() => Toast.warning({ content: t('taskActions.lockRefused', { code: String(result.data) }), duration: TOAST_SECONDS })))();
  };

  const openReject = async () => {
    setBusy(true);
    const result = await getRejectInfo(taskId);
    setBusy(false);
    if (result.ok && result.data) setDialog({ kind: 'reject', info: result.data });
  };

  const act = (action: TaskAction) => {
    if (OPINION_REQUIRED.has(action) && !opinion.trim()) {
      setOpinionMissing(true);
      document.getElementById(opinionId)?.focus();
      return;
    }
    setOpinionMissing(false);
    // An added signer's agree and oppose are the add-sign feedback; the flow does not move on them.
    if (signing && (action === 'agree' || action === 'oppose')) {
      void finish((options) => addSignFeedback({ taskId, actionName: action, opinion }, options));
      return;
    }
    switch (action) {
      case 'agree':
      case 'agreeTrans':
        submitter.request(action);
        break;
      case 'oppose':
      case 'opposeTrans':
      case 'abandon':
        void complete(action, NOTHING_SUBMITTED);
        break;
      case 'reject':
        void openReject();
        break;
      case 'backToStart':
      case 'delegate':
      case 'startTrans':
      case 'inqu':
      case 'startCommu':
      case 'addSign':
      case 'signLine':
      case 'signSequence':
      case 'endProcess':
      case 'taskDelay':
      case 'instanceTrans':
        setDialog({ kind: action });
        break;
      case 'saveDraft':
        submitter.request('saveDraft');
        break;
      case 'inquReply':
        void finish((options) => replyInquiry({ taskId, opinion }, options));
        break;
      case 'commu':
        void complete('commu', NOTHING_SUBMITTED);
        break;
      case 'lockUnlock':
        void lock();
        break;
      case 'approvalHistory':
        historyHeading.current?.scrollIntoView?.({ behavior: 'smooth' });
        historyHeading.current?.focus();
        break;
    }
  };

  const sendToPeople = (action: Exclude<UserPickAction, 'instanceTrans'>, users: readonly SelectedItem[], options: CallOptions) => {
    const userIds = users.map((user) => user.id).join(',');
    switch (action) {
      case 'delegate':
        return delegateTask({ taskId, userId: users[0]!.id, opinion }, options);
      case 'inqu':
        return inquireTask({ taskId, userId: users[0]!.id, opinion }, options);
      case 'startTrans':
        return transferTask({ taskId, userIds, opinion }, options);
      case 'startCommu':
        return communicateTask({ taskId, userIds, opinion }, options);
      case 'addSign':
        if (addSignKind === 'voters') return addCountersignVoters({ taskId, userId: userIds, opinion }, options);
        if (addSignKind === 'signers') return addRoundSigners({ taskId, userId: userIds, opinion }, options);
        return startSignRound({ taskId, userIds, opinion, signType: action }, options);
      case 'signLine':
      case 'signSequence':
        return startSignRound({ taskId, userIds, opinion, signType: action }, options);
    }
  };

  const closeDialog = () => setDialog(undefined);
  /** An extension keeps the user on the task: it is shown again with its new due time. */
  const delay = (choice: { addHours: number; reason: string }) => {
    closeDialog();
    void actAndStay((options) => delayTask({ taskId, ...choice }, options), () => setAttempt((value) => value + 1));
  };
  const onReject = ({ toStart, ...choice }: RejectChoice) => {
    closeDialog();
    void complete(toStart ? 'backToStart' : 'reject', NOTHING_SUBMITTED, choice);
  };

  if (loaded.status === 'loading') return <LoadingOverlay text={t('overlay.formLoading')} />;
  if (loaded.status === 'failed') return <LoadFailure error={loaded.error} title={t('taskPage.loadFailed')} retryLabel={t('retry')} onRetry={() => setAttempt((value) => value + 1)} />;
  if (loaded.status === 'handled') {
    return <ResultPage illustration="noContent" title={t('taskPage.handled')} description={t('taskPage.handledHint')} link={{ to: TODO_PATH, label: t('taskPage.backToTodo') }} />;
  }

  const { task, detail } = loaded;
  const addSign = task.status === 'ADDSIGN' || task.status === 'USERADDSIGN';
  const pickAction = dialog && isUserPick(dialog.kind) ? dialog.kind : undefined;
  const pick = pickAction && (pickAction === 'addSign' && addSignKind !== 'signFirst' ? { ...USER_PICKS.addSign, ...ADD_TO_ROUND_PICKS[addSignKind] } : USER_PICKS[pickAction]);
  const definition = detail.form?.type === 'INNER' ? detail.form.definition : undefined;
  const reviewable = formTakesAttachments(definition) || attachmentsOf(detail.data).length > 0;
  const buttons = orderButtons(detail.buttons ?? [], { addSign }).filter((button): button is OrderedButton & { alias: TaskAction } => isTaskAction(button.alias));
  return (
    <div className="fd-flow-page">
      <FlowHeader
        title={task.subject}
        facts={[
          { label: t('facts.node'), value: task.name },
          { label: t('facts.process'), value: task.procDefName },
          { label: t('facts.creator'), value: task.creator },
          { label: t('facts.createTime'), value: task.createTime },
          {
            label: t('facts.status'),
            value: (
              <>
                <StatusTag kind="task" value={task.status} /> {task.isForbidden ? <Tag color="orange">{t('suspension.tag')}</Tag> : null}
              </>
            ),
          },
          {
            label: t('facts.dueTime'),
            value: task.dueTime ? (
              <>
                {task.dueTime} {task.overdue ? <Tag color="red">{t('lists.overdue')}</Tag> : null}
              </>
            ) : (
              t('facts.noDueTime')
            ),
          },
          { label: t('facts.urgency'), value: task.urgentState && task.urgentState !== 'normal' ? <UrgencyTag state={task.urgentState} /> : t('urgency.normal') },
        ]}
      />
      {task.isForbidden ? (
        <div role="status">
          <Banner type="warning" fullMode={false} closeIcon={null} description={t('suspension.taskBanner')} />
        </div>
      ) : null}
      {detail.draft ? <p className="fd-flow-hint">{t('taskPage.draftRestored', { time: detail.draft.saveTime })}</p> : null}
      <div className="fd-flow-toolbar" role="toolbar" aria-label={t('taskPage.toolbar')}>
        {buttons.map((button) => (
          <Button
            key={button.alias}
            // Semi's light danger button fails the contrast check; ending asks for confirmation anyway.
            theme={button.alias === 'agree' || button.alias === 'agreeTrans' ? 'solid' : 'light'}
            type="primary"
            disabled={busy}
            onClick={() => act(button.alias)}
          >
            {/* The server's name (a node may call agree "resubmit"), else ours. */}
            {button.forceLock ? t('taskActions.forceLock') : button.name || t(`taskActions.${button.alias}`)}
          </Button>
        ))}
      </div>
      {/* not a decision on the task, so outside its toolbar */}
      {reviewable ? (
        <div className="fd-flow-tools">
          <ContractReviewButton data={() => latestData.current ?? detail.data} />
        </div>
      ) : null}
      {fromOtherPage ? null : (
        <Checkbox
          className="fd-flow-open-next"
          checked={openNext}
          onChange={(event) => {
            const checked = Boolean(event.target.checked);
            setOpenNext(checked);
            try {
              localStorage.setItem(OPEN_NEXT_KEY, String(checked));
            } catch {
              // private mode: the choice lasts for this page only
            }
          }}
        >
          {t('taskPage.openNext')}
        </Checkbox>
      )}
      <FormWatermark instId={task.procInstId}>
        <FlowForm answer={detail} path={`flow/task/${taskId}`} submitter={submitter} />
      </FormWatermark>
      <OpinionBox
        id={opinionId}
        value={opinion}
        onChange={(value) => {
          setOpinion(value);
          if (value.trim()) setOpinionMissing(false);
        }}
        error={opinionMissing ? t('taskPage.opinionRequired') : undefined}
        defKey={task.procDefKey}
        typeId={task.typeId}
        extras={opinionExtras}
        onExtrasChange={setOpinionExtras}
        signature={detail.signature}
        savedAt={{ instId: task.procInstId, taskId, agentLeaderId }}
      />
      <OpinionHistory instId={task.procInstId} headingRef={historyHeading} />
      <RelatedProcesses instId={task.procInstId} />
      <FlowDiagramSection source={{ instId: task.procInstId }} />
      {dialog?.kind === 'reject' ? <RejectDialog info={dialog.info} onConfirm={onReject} onCancel={closeDialog} /> : null}
      {dialog?.kind === 'agree' ? (
        <AgreeDialog
          taskId={taskId}
          jumpType={detail.jumpType ?? 'common'}
          choiceExcutor={detail.choiceExcutor ?? 'none'}
          onCancel={closeDialog}
          onConfirm={(choice) => {
            const { form } = dialog;
            closeDialog();
            void complete('agree', form, choice);
          }}
        />
      ) : null}
      {dialog?.kind === 'backToStart' ? (
        <BackToStartDialog
          onCancel={closeDialog}
          onConfirm={() => {
            closeDialog();
            void complete('backToStart', NOTHING_SUBMITTED);
          }}
        />
      ) : null}
      {pickAction && pick ? (
        <UserPickDialog
          title={t(pick.titleKey)}
          hint={pick.hintKey ? t(pick.hintKey) : undefined}
          multiple={pick.multiple}
          onCancel={closeDialog}
          onConfirm={(users) => {
            closeDialog();
            // copy-to sends the instance to read; the task stays the user's
            if (pickAction === 'instanceTrans') {
              const userIds = users.map((user) => user.id).join(',');
              void actAndStay((options) => circulateInstance({ instId: task.procInstId, taskId, userIds, opinion }, options));
            } else void finish((options) => sendToPeople(pickAction, users, options));
          }}
        />
      ) : null}
      {dialog?.kind === 'taskDelay' ? <DelayDialog taskId={taskId} onCancel={closeDialog} onConfirm={(choice) => void delay(choice)} /> : null}
      {dialog?.kind === 'endProcess' ? (
        <EndProcessDialog
          onCancel={closeDialog}
          onConfirm={(endReason) => {
            closeDialog();
            void finish((options) => endProcess({ taskId, endReason }, options), t('taskActions.ended'));
          }}
        />
      ) : null}
      {busy ? <LoadingOverlay text={t('overlay.taskHandling')} /> : null}
      {fetchingNext ? <LoadingOverlay text={t('overlay.nextTask')} /> : null}
    </div>
  );
}
