// baselineOperate: the chosen project's current version (the draft when there is one, else the active one) with
// its lines; editors change the draft's lines and create a new version (with a reason), managers activate the
// draft. The server checks every right again (docs/cost-baseline.md).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, TextArea } from '@douyinfe/semi-ui-19';
import { IconPlus } from '@douyinfe/semi-icons';
import {
  activateBaselineVersion, createBaseline, createBaselineVersion, removeCostLine, type BaselineVersion, type CostLine, type ProjectBaseline,
} from '../../api/costBaseline';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { ResultPage } from '../../components/ResultPage';
import { ActionDialog } from '../flow/lists/ActionDialog';
import { CostLineDialog } from './CostLineDialog';
import { CostLinesTable } from './CostLinesTable';
import { COST_PATHS } from './paths';
import { ProjectPicker, useChosenProject } from './ProjectPicker';
import { ConfirmDialog, Field, levelText, StatusTag, useAfterChange } from './parts';
import { useBaselineVersion, useProjectBaseline } from './useCostData';
import './costBaseline.css';

type Dialog = { kind: 'line'; line?: CostLine } | { kind: 'remove'; line: CostLine } | { kind: 'newVersion' } | { kind: 'activate' } | { kind: 'create' };

/** The version being worked on: the draft, else the active one, else the newest. */
const workingVersion = (versions: BaselineVersion[]) =>
  versions.find((version) => version.status === 'draft') ?? versions.find((version) => version.status === 'active') ?? versions[0];

function VersionLines({ view, onDialog }: { view: ProjectBaseline; onDialog: (dialog: Dialog) => void }) {
  const { t } = useTranslation('costBaseline');
  const working = workingVersion(view.versions);
  const detail = useBaselineVersion(working?.id);
  if (!working) return null;
  if (detail.error) return <LoadFailure error={detail.error} headingLevel={3} title={t('baseline.loadFailed')} retryLabel={t('retry')} onRetry={() => void detail.mutate()} />;
  if (!detail.data) return <PageLoading text={t('loading')} />;
  const editable = working.status === 'draft' && (view.myLevel === 'editor' || view.myLevel === 'manager');
  return (
    <CostLinesTable
      version={detail.data.version}
      lines={detail.data.lines}
      onEdit={editable ? (line) => onDialog({ kind: 'line', line }) : undefined}
      onRemove={editable ? (line) => onDialog({ kind: 'remove', line }) : undefined}
    />
  );
}

function BaselineView({ view, onDialog }: { view: ProjectBaseline; onDialog: (dialog: Dialog) => void }) {
  const { t } = useTranslation('costBaseline');
  const working = workingVersion(view.versions);
  if (!view.baseline || !working) {
    return (
      <ResultPage
        illustration="noContent"
        headingLevel={3}
        title={t('baseline.notCreated')}
        actions={<Button theme="solid" onClick={() => onDialog({ kind: 'create' })}>{t('project.create')}</Button>}
      />
    );
  }
  const canEdit = view.myLevel === 'editor' || view.myLevel === 'manager';
  const isDraft = working.status === 'draft';
  const versionName = t('versionName', { no: working.versionNo });
  return (
    <>
      <p className="fd-cost__facts">
        <span>{t('baseline.manager', { name: view.baseline.managerName })}</span>
        <span>{t('baseline.myLevel', { level: levelText(t, view.myLevel) })}</span>
      </p>
      <p className="fd-cost__facts">
        <span>
          {t('baseline.working')}: {versionName} <StatusTag status={working.status} />
        </span>
        <span>{t('baseline.createdBy', { name: working.createByName, time: working.createTime })}</span>
        {working.reason ? <span>{t('baseline.reason', { reason: working.reason })}</span> : null}
      </p>
      <div className="fd-cost__toolbar">
        {canEdit && isDraft ? (
          <Button theme="solid" icon={<IconPlus aria-hidden="true" />} onClick={() => onDialog({ kind: 'line' })}>
            {t('baseline.addLine')}
          </Button>
        ) : null}
        {canEdit && !isDraft ? <Button onClick={() => onDialog({ kind: 'newVersion' })}>{t('baseline.newVersion')}</Button> : null}
        {view.myLevel === 'manager' && isDraft ? <Button onClick={() => onDialog({ kind: 'activate' })}>{t('baseline.activate')}</Button> : null}
        <Link to={COST_PATHS.costDetail(working.id)}>{t('baseline.detail')}</Link>
        <Link to={COST_PATHS.costHistory(view.project.id)}>{t('baseline.history')}</Link>
        <Link to={COST_PATHS.costPermissionAdd(view.project.id)}>{t('baseline.permissions')}</Link>
      </div>
      {!canEdit ? <p className="fd-cost__note">{t('baseline.noRight')}</p> : !isDraft ? <p className="fd-cost__note">{t('baseline.readOnly')}</p> : null}
      <VersionLines view={view} onDialog={onDialog} />
    </>
  );
}

function NewVersionDialog({ baselineId, onClose }: { baselineId: string; onClose: () => void }) {
  const { t } = useTranslation('costBaseline');
  const afterChange = useAfterChange();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const answer = await createBaselineVersion(baselineId, reason.trim(), { quiet: true });
    setBusy(false);
    if (afterChange(answer)) onClose();
    else setProblem(answer.message);
  };
  return (
    <ActionDialog title={t('baseline.newVersionTitle')} submitLabel={t('baseline.create')} busy={busy} onSubmit={() => void submit()} onCancel={onClose}>
      {problem ? (
        <div role="alert" className="fd-cost__refusal">
          {problem}
        </div>
      ) : null}
      <p className="fd-cost__note">{t('baseline.newVersionHint')}</p>
      <Field label={t('baseline.reasonLabel')}>
        <TextArea value={reason} maxLength={500} rows={3} onChange={setReason} />
      </Field>
    </ActionDialog>
  );
}

export default function BaselineOperatePage({ title }: MenuPageProps) {
  const { t } = useTranslation('costBaseline');
  const [projectId, choose] = useChosenProject();
  const baseline = useProjectBaseline(projectId);
  const [dialog, setDialog] = useState<Dialog>();
  const afterChange = useAfterChange();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const view = baseline.data;
  const working = view ? workingVersion(view.versions) : undefined;
  const close = () => setDialog(undefined);
  const run = async (call: () => ReturnType<typeof removeCostLine>) => {
    setBusy(true);
    const answer = await call();
    setBusy(false);
    afterChange(answer);
    close();
  };

  let body;
  if (!projectId) body = <ResultPage illustration="noContent" headingLevel={3} title={t('picker.choose')} />;
  else if (baseline.error) body = <LoadFailure error={baseline.error} headingLevel={3} title={t('baseline.loadFailed')} retryLabel={t('retry')} onRetry={() => void baseline.mutate()} />;
  else if (!view) body = <PageLoading text={t('loading')} />;
  else body = <BaselineView view={view} onDialog={setDialog} />;

  return (
    <div className="fd-cost">
      <h2>{view ? `${title} · ${view.project.code} ${view.project.name}` : title}</h2>
      <ProjectPicker value={projectId} onChange={choose} />
      {body}
      {dialog?.kind === 'line' && working ? <CostLineDialog versionId={working.id} line={dialog.line} onClose={close} /> : null}
      {dialog?.kind === 'newVersion' && view?.baseline ? <NewVersionDialog baselineId={view.baseline.id} onClose={close} /> : null}
      {dialog?.kind === 'remove' ? (
        <ConfirmDialog
          title={t('lines.removeTitle')}
          text={t('lines.removeConfirm', { item: dialog.line.item })}
          submitLabel={t('lines.remove')}
          busy={busy}
          onConfirm={() => void run(() => removeCostLine(dialog.line.id))}
          onCancel={close}
        />
      ) : null}
      {dialog?.kind === 'activate' && working ? (
        <ConfirmDialog
          title={t('baseline.activateTitle')}
          text={t('baseline.activateConfirm', { version: t('versionName', { no: working.versionNo }) })}
          submitLabel={t('baseline.activate')}
          busy={busy}
          onConfirm={() => void run(() => activateBaselineVersion(working.id))}
          onCancel={close}
        />
      ) : null}
      {dialog?.kind === 'create' && view ? (
        <ConfirmDialog
          title={t('project.createTitle')}
          text={t('project.createConfirm', { name: view.project.name, code: view.project.code })}
          submitLabel={t('project.create')}
          busy={busy}
          onConfirm={() => void run(() => createBaseline(view.project.id))}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}
