// /agent/agentAdd, agentEdit/{id}, agentGet/{id}: an agent setting — title, agent, the time span, enabled, and
// all processes or the chosen ones (from the processes the caller may start, spec 02-process §7.2 newProcess).
import { useId, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Checkbox, CheckboxGroup, DatePicker, Input, Radio, RadioGroup, Spin } from '@douyinfe/semi-ui-19';
import { useInnerInputAttributes, type SelectedItem } from '../../../../renderers';
import { getAgent, saveAgent, type AgentDefinition, type AgentSettingDetail, type AgentType, type EnabledState } from '../../../api/delegation';
import { getNewProcesses } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { DetailList } from './DetailList';
import { EnabledChoice } from './EnabledTag';
import { Field, SettingsFormPage, UserField, useRecord, type FieldControlIds } from './FormParts';
import { LIST_PATHS } from './paths';
import { useSaveAndReturn } from './useSaveAndReturn';
import type { FormMode } from './ApprovalItemFormPage';

const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
const SUBJECT_MAX = 200;
/** all processes the caller may start fit in one page */
const PROCESS_PAGE_SIZE = 1000;

interface Draft {
  subject: string;
  agents: SelectedItem[];
  startDate: string;
  endDate: string;
  isEnabled: EnabledState;
  agentType: AgentType;
  processes: AgentDefinition[];
}

const NEW_DRAFT: Draft = { subject: '', agents: [], startDate: '', endDate: '', isEnabled: 'enabled', agentType: 1, processes: [] };

const draftOf = (setting: AgentSettingDetail | undefined): Draft =>
  setting
    ? {
        subject: setting.subject,
        agents: [{ id: setting.agentId, name: setting.agent }],
        startDate: setting.startDate,
        endDate: setting.endDate,
        isEnabled: setting.isEnabled,
        agentType: setting.agentType,
        processes: setting.agentDefList,
      }
    : NEW_DRAFT;

type Problems = Partial<Record<'subject' | 'agents' | 'startDate' | 'endDate' | 'processes', string>>;

function DateTimeInput({ control, value, onChange }: { control: FieldControlIds; value: string; onChange: (text: string) => void }) {
  const wrapper = useRef<HTMLDivElement>(null);
  // Semi puts ARIA props on its wrapper div; the typed-in input is what the label must name.
  useInnerInputAttributes(wrapper, { ...control });
  return (
    <div ref={wrapper}>
      <DatePicker
        type="dateTime"
        format={DATE_TIME_FORMAT}
        value={value || undefined}
        validateStatus={control['aria-invalid'] ? 'error' : 'default'}
        style={{ width: 260 }}
        onChange={(_date, text) => onChange(typeof text === 'string' ? text : '')}
      />
    </div>
  );
}

/** The processes to choose from: those the caller may start, plus any the setting already names. */
function ProcessChoice({ value, onChange, error }: { value: AgentDefinition[]; onChange: (processes: AgentDefinition[]) => void; error?: string }) {
  const { t, i18n } = useTranslation('personalFlow');
  const labelId = useId();
  const errorId = `${labelId}-error`;
  const { data, error: loadError, isLoading, mutate } = useSWR(['personalFlow:processes', i18n.language] as const, () =>
    unwrap(getNewProcesses({ pageBean: { page: 1, pageSize: PROCESS_PAGE_SIZE, showTotal: true } }, { quiet: true })),
  );
  const offered = new Map<string, string>((data?.rows ?? []).map((row) => [row.defKey, row.name]));
  for (const process of value) if (!offered.has(process.flowKey)) offered.set(process.flowKey, process.flowName);

  let options;
  if (loadError) {
    options = (
      <>
        <span className="fd-flow-settings__error">{t('agent.processesLoadFailed')}</span> <Button onClick={() => void mutate()}>{t('list.retry')}</Button>
      </>
    );
  } else if (isLoading) {
    options = <Spin tip={t('form.loading')} />;
  } else {
    options = (
      <CheckboxGroup
        direction="horizontal"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        value={value.map((process) => process.flowKey)}
        onChange={(keys: string[]) => onChange(keys.map((flowKey) => ({ flowKey, flowName: offered.get(flowKey) ?? flowKey })))}
      >
        {[...offered].map(([flowKey, name]) => (
          <Checkbox key={flowKey} value={flowKey}>
            {name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  }
  return (
    <div className="fd-flow-settings__field">
      <span id={labelId} className="fd-flow-settings__label">
        <span className="fd-flow-settings__required" aria-hidden="true">
          *
        </span>
        {t('agent.processes')}
      </span>
      {options}
      {error ? (
        <p id={errorId} role="alert" className="fd-flow-settings__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function AgentFormPage({ mode }: { mode: FormMode }) {
  const { t } = useTranslation('personalFlow');
  const { id } = useParams();
  const scopeLabelId = useId();
  const record = useRecord('agent', mode === 'add' ? undefined : id, getAgent);
  const { saving, save } = useSaveAndReturn(LIST_PATHS.agent);
  const [changes, setChanges] = useState<Partial<Draft>>({});
  const [problems, setProblems] = useState<Problems>({});
  const draft: Draft = { ...draftOf(record.data), ...changes };
  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setChanges((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };

  const check = (): Problems => {
    const subject = draft.subject.trim();
    const found: Problems = {
      subject: !subject ? t('form.required', { field: t('agent.subject') }) : subject.length > SUBJECT_MAX ? t('form.tooLong', { field: t('agent.subject'), max: SUBJECT_MAX }) : undefined,
      agents: draft.agents.length === 0 ? t('form.choose', { field: t('agent.agent') }) : undefined,
      startDate: !draft.startDate ? t('form.choose', { field: t('agent.startDate') }) : undefined,
      endDate: !draft.endDate ? t('form.choose', { field: t('agent.endDate') }) : draft.startDate && draft.startDate >= draft.endDate ? t('agent.datesOrder') : undefined,
      processes: draft.agentType === 2 && draft.processes.length === 0 ? t('form.choose', { field: t('agent.processes') }) : undefined,
    };
    return Object.fromEntries(Object.entries(found).filter(([, text]) => text)) as Problems;
  };

  const submit = () => {
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void save(
      saveAgent({
        ...(record.data ? { id: record.data.id } : {}),
        subject: draft.subject.trim(),
        agentId: draft.agents[0].id,
        startDate: draft.startDate,
        endDate: draft.endDate,
        isEnabled: draft.isEnabled,
        agentType: draft.agentType,
        agentDefList: draft.agentType === 2 ? draft.processes : [],
      }),
    );
  };

  const title = t(mode === 'add' ? 'agent.addTitle' : mode === 'edit' ? 'agent.editTitle' : 'agent.viewTitle');
  const scope = draft.agentType === 1 ? t('agent.typeAll') : draft.processes.map((process) => process.flowName).join(', ');
  return (
    <SettingsFormPage
      title={title}
      listPath={LIST_PATHS.agent}
      record={record}
      readOnly={mode === 'view'}
      saving={saving}
      onSave={submit}
    >
      {mode === 'view' ? (
        <DetailList
          details={[
            { label: t('agent.subject'), value: draft.subject },
            { label: t('agent.agent'), value: draft.agents.map((agent) => agent.name).join(', ') },
            { label: t('agent.startDate'), value: draft.startDate },
            { label: t('agent.endDate'), value: draft.endDate },
            { label: t('agent.agentType'), value: scope },
            { label: t('agent.isEnabled'), value: t(`state.${draft.isEnabled}`) },
          ]}
        />
      ) : (
        <>
          <Field label={t('agent.subject')} required error={problems.subject}>
            {(control) => <Input {...control} value={draft.subject} maxLength={SUBJECT_MAX} onChange={(value) => change('subject', value)} />}
          </Field>
          <UserField label={t('agent.agent')} multiple={false} users={draft.agents} onChange={(users) => change('agents', users)} error={problems.agents} />
          <Field label={t('agent.startDate')} required error={problems.startDate}>
            {(control) => <DateTimeInput control={control} value={draft.startDate} onChange={(text) => change('startDate', text)} />}
          </Field>
          <Field label={t('agent.endDate')} required error={problems.endDate}>
            {(control) => <DateTimeInput control={control} value={draft.endDate} onChange={(text) => change('endDate', text)} />}
          </Field>
          <EnabledChoice label={t('agent.isEnabled')} value={draft.isEnabled} onChange={(state) => change('isEnabled', state)} />
          <div className="fd-flow-settings__field">
            <span id={scopeLabelId} className="fd-flow-settings__label">
              {t('agent.agentType')}
            </span>
            <RadioGroup aria-labelledby={scopeLabelId} value={draft.agentType} onChange={(event) => change('agentType', event.target.value === 2 ? 2 : 1)}>
              <Radio value={1}>{t('agent.typeAll')}</Radio>
              <Radio value={2}>{t('agent.typeListed')}</Radio>
            </RadioGroup>
          </div>
          {draft.agentType === 2 ? <ProcessChoice value={draft.processes} onChange={(processes) => change('processes', processes)} error={problems.processes} /> : null}
        </>
      )}
    </SettingsFormPage>
  );
}
