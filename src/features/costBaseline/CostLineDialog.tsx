// Adds or changes a cost line of a draft: a labour line is priced from a rank and hours (the amount is shown as
// computed; the server prices it), any other line takes an amount. A refusal stays in the dialog, nothing typed
// is lost.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, InputNumber } from '@douyinfe/semi-ui-19';
import { COST_CATEGORIES, saveCostLine, type CostCategory, type CostLine } from '../../api/costBaseline';
import { ActionDialog } from '../flow/lists/ActionDialog';
import { Field, useAfterChange, money } from './parts';
import { useRankCosts } from './useCostData';
import { ChoiceSelect } from '../../components/ChoiceSelect';

export interface CostLineDialogProps {
  versionId: string;
  /** absent: a new line */
  line?: CostLine;
  onClose: () => void;
}

interface Draft {
  category: CostCategory;
  item: string;
  rank: string;
  hours: number | undefined;
  amount: number | undefined;
}

const isNumber = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export function CostLineDialog({ versionId, line, onClose }: CostLineDialogProps) {
  const { t } = useTranslation('costBaseline');
  const ranks = useRankCosts();
  const afterChange = useAfterChange();
  const [draft, setDraft] = useState<Draft>({
    category: line?.category ?? 'labour',
    item: line?.item ?? '',
    rank: line?.rank ?? '',
    hours: line?.hours ?? undefined,
    amount: line && line.category !== 'labour' ? line.amount : undefined,
  });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const labour = draft.category === 'labour';
  const rankList = ranks.data ?? [];
  const rank = rankList.find((entry) => entry.rank === draft.rank) ?? rankList[0];

  const submit = async () => {
    const figure = labour ? draft.hours : draft.amount;
    if (!draft.item.trim()) return setProblem(t('lines.itemRequired'));
    if (!isNumber(figure)) return setProblem(t('lines.numberRequired'));
    setBusy(true);
    setProblem(undefined);
    const answer = await saveCostLine(
      { versionId, id: line?.id, category: draft.category, item: draft.item.trim(), ...(labour ? { rank: rank?.rank, hours: figure } : { amount: figure }) },
      { quiet: true },
    );
    setBusy(false);
    if (!afterChange(answer)) return setProblem(answer.message);
    onClose();
  };

  return (
    <ActionDialog title={t(line ? 'lines.editTitle' : 'lines.addTitle')} submitLabel={t('lines.save')} busy={busy} onSubmit={() => void submit()} onCancel={onClose}>
      {problem ? (
        <div role="alert" className="fd-cost__refusal">
          {problem}
        </div>
      ) : null}
      <Field label={t('lines.category')}>
        {(labelId) => (
          <ChoiceSelect
            labelledBy={labelId}
            className="fd-cost__select"
            value={draft.category}
            options={COST_CATEGORIES.map((category) => ({ value: category, label: t(`category.${category}`) }))}
            onChange={(category) => change({ category: category as CostCategory })}
          />
        )}
      </Field>
      <Field label={t('lines.item')}>
        <Input value={draft.item} maxLength={100} onChange={(item) => change({ item })} />
      </Field>
      {labour ? (
        <>
          {ranks.error ? (
            <p role="alert" className="fd-cost__refusal">
              {t('lines.ranksFailed')}
            </p>
          ) : null}
          <Field label={t('lines.rank')}>
            {(labelId) => (
              <ChoiceSelect
                labelledBy={labelId}
                className="fd-cost__select"
                value={rank?.rank}
                disabled={!ranks.data}
                options={rankList.map((entry) => ({ value: entry.rank, label: `${entry.rank} · ${money(entry.hourlyCost)}` }))}
                onChange={(next) => change({ rank: next })}
              />
            )}
          </Field>
          <Field label={t('lines.hours')}>
            <InputNumber value={draft.hours} min={0} max={1e6} precision={1} onNumberChange={(hours) => change({ hours })} />
          </Field>
          {rank && isNumber(draft.hours) ? (
            <p className="fd-cost__note">
              {t('lines.amountHint', { rate: money(rank.hourlyCost) })}: {money(Math.round(draft.hours * rank.hourlyCost * 100) / 100)}
            </p>
          ) : null}
        </>
      ) : (
        <Field label={t('lines.amount')}>
          <InputNumber value={draft.amount} min={0} max={1e12} precision={2} onNumberChange={(amount) => change({ amount })} />
        </Field>
      )}
    </ActionDialog>
  );
}
