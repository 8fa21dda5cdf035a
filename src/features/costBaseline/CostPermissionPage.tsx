// /costBaseline/costPermissionAdd/:projectId and /costBaseline/costPermissionDelete/:projectId — one page for a
// baseline's permissions: the grants, a ListTable of the engine (managers revoke them after a confirmation) and,
// for managers, the form that grants a user a level. Viewers and editors see the grants only; the server refuses
// them anyway.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '@douyinfe/semi-ui-19';
import { ListTable, normalizeLocale } from '../../../renderers';
import { ACCESS_LEVELS, grantBaselinePermission, revokeBaselinePermission, type AccessLevel, type BaselineGrant } from '../../api/costBaseline';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { ResultPage } from '../../components/ResultPage';
import { grantActions, grantColumns, listRows } from './columns';
import { COST_PATHS } from './paths';
import { ConfirmDialog, Field, levelText, useAfterChange } from './parts';
import { useBaselinePermissions, useProjectBaseline } from './useCostData';
import './costBaseline.css';
import { ChoiceSelect } from '../../components/ChoiceSelect';

function GrantForm({ baselineId }: { baselineId: string }) {
  const { t } = useTranslation('costBaseline');
  const [account, setAccount] = useState('');
  const [level, setLevel] = useState<AccessLevel>('viewer');
  const afterChange = useAfterChange();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim()) return setProblem(t('permission.accountRequired'));
    setBusy(true);
    setProblem(undefined);
    const answer = await grantBaselinePermission(baselineId, account.trim(), level, { quiet: true });
    setBusy(false);
    if (!afterChange(answer)) return setProblem(answer.message);
    setAccount('');
  };
  return (
    <form aria-label={t('permission.grantTitle')} onSubmit={(event) => void submit(event)}>
      <h3>{t('permission.grantTitle')}</h3>
      {problem ? (
        <div role="alert" className="fd-cost__refusal">
          {problem}
        </div>
      ) : null}
      <div className="fd-cost__toolbar">
        <Field label={t('permission.accountLabel')} inline>
          <Input value={account} maxLength={64} onChange={setAccount} />
        </Field>
        <Field label={t('permission.level')} inline>
          {(labelId) => (
            <ChoiceSelect
              labelledBy={labelId}
              className="fd-cost__select"
              value={level}
              options={ACCESS_LEVELS.map((entry) => ({ value: entry, label: t(`level.${entry}`) }))}
              onChange={(next) => setLevel(next as AccessLevel)}
            />
          )}
        </Field>
        <Button htmlType="submit" theme="solid" loading={busy}>
          {t('permission.grant')}
        </Button>
      </div>
    </form>
  );
}

function Grants({ baselineId }: { baselineId: string }) {
  const { t, i18n } = useTranslation('costBaseline');
  const permissions = useBaselinePermissions(baselineId);
  const [revoking, setRevoking] = useState<BaselineGrant>();
  const afterChange = useAfterChange();
  const [busy, setBusy] = useState(false);
  const columns = useMemo(() => grantColumns({ t }), [t]);
  const actions = useMemo(() => grantActions({ t }, setRevoking), [t]);
  if (permissions.error) return <LoadFailure error={permissions.error} headingLevel={3} title={t('permission.loadFailed')} retryLabel={t('retry')} onRetry={() => void permissions.mutate()} />;
  if (!permissions.data) return <PageLoading text={t('loading')} />;
  const { managerName, myLevel, grants } = permissions.data;
  const manager = myLevel === 'manager';
  const revoke = async (grant: BaselineGrant) => {
    setBusy(true);
    afterChange(await revokeBaselinePermission(baselineId, grant.userId));
    setBusy(false);
    setRevoking(undefined);
  };
  return (
    <>
      <p className="fd-cost__facts">{t('permission.manager', { name: managerName })}</p>
      {manager ? <GrantForm baselineId={baselineId} /> : <p className="fd-cost__note">{t('permission.managersOnly')}</p>}
      <h3>{t('permission.grants')}</h3>
      <ListTable
        columns={columns}
        actions={manager ? actions : undefined}
        rows={listRows(grants)}
        keyField="userId"
        label={t('permission.grants')}
        locale={normalizeLocale(i18n.language)}
        emptyText={t('permission.empty')}
      />
      {revoking ? (
        <ConfirmDialog
          title={t('permission.revokeTitle')}
          text={t('permission.revokeConfirm', { name: revoking.userName, level: levelText(t, revoking.level) })}
          submitLabel={t('permission.revoke')}
          busy={busy}
          onConfirm={() => void revoke(revoking)}
          onCancel={() => setRevoking(undefined)}
        />
      ) : null}
    </>
  );
}

export default function CostPermissionPage() {
  const { t } = useTranslation('costBaseline');
  const { projectId } = useParams();
  const baseline = useProjectBaseline(projectId);
  const view = baseline.data;
  const title = view ? t('permission.title', { project: `${view.project.code} ${view.project.name}` }) : t('baseline.permissions');
  useEffect(() => {
    document.title = title;
  }, [title]);

  let body;
  if (baseline.error) body = <LoadFailure error={baseline.error} headingLevel={3} title={t('permission.loadFailed')} retryLabel={t('retry')} onRetry={() => void baseline.mutate()} />;
  else if (!view) body = <PageLoading text={t('loading')} />;
  else if (!view.baseline) body = <ResultPage illustration="noContent" headingLevel={3} title={t('permission.noBaseline')} />;
  else body = <Grants baselineId={view.baseline.id} />;
  return (
    <div className="fd-cost">
      <h2>{title}</h2>
      {projectId ? (
        <p>
          <Link to={COST_PATHS.baselineOperate(projectId)}>{t('permission.back')}</Link>
        </p>
      ) : null}
      {body}
    </div>
  );
}
