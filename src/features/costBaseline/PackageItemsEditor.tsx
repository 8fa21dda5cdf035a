// The packages × quantities of the forecast and batch pages (docs/cost-baseline.md "Service packages"): rows of
// a package choice and a whole quantity 1–999, added and removed by buttons, in Semi's controls with visible
// labels, grouped under the editor's own label.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, InputNumber } from '@douyinfe/semi-ui-19';
import { unwrap } from '../../api/http';
import { listServicePackages, type PackageItem } from '../../api/servicePackages';
import { COST_KEY, Field, money } from './parts';
import { ChoiceSelect } from '../../components/ChoiceSelect';

/** The tenant's service packages (SWR; a cost change refreshes them with the other cost data). */
export function useServicePackages() {
  return useSWR([`${COST_KEY}fwbPackages`] as const, () => unwrap(listServicePackages({ quiet: true })), { revalidateOnFocus: false });
}

/** A row being edited: no package chosen yet is ''; the quantity as typed (a whole 1–999 once it loses focus). */
export interface PackageRow {
  key: number;
  packageId: string;
  quantity: string;
}

export const firstRow = (): PackageRow[] => [{ key: 1, packageId: '', quantity: '1' }];

const wholeQuantity = (text: string) => Math.min(999, Math.max(1, Math.round(Number(text)) || 1));

/** The rows that name a package, as the calls take them. */
export const chosenItems = (rows: readonly PackageRow[]): PackageItem[] =>
  rows.filter((row) => row.packageId).map(({ packageId, quantity }) => ({ packageId, quantity: wholeQuantity(quantity) }));

export function PackageItemsEditor({ rows, onChange }: { rows: readonly PackageRow[]; onChange: (rows: PackageRow[]) => void }) {
  const { t } = useTranslation('costBaseline');
  const { data: packages, error, mutate } = useServicePackages();
  const change = (key: number, patch: Partial<PackageRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const nextKey = Math.max(0, ...rows.map((row) => row.key)) + 1;
  const groupLabelId = useId();

  if (error) {
    return (
      <p role="alert" className="fd-cost__refusal">
        {t('fwb.packages.loadFailed')} <Button size="small" onClick={() => void mutate()}>{t('retry')}</Button>
      </p>
    );
  }
  if (packages && packages.length === 0) return <p className="fd-cost__note">{t('fwb.packages.none')}</p>;
  return (
    <div role="group" aria-labelledby={groupLabelId} className="fd-cost__group">
      <span id={groupLabelId} className="fd-cost__group-label">{t('fwb.packages.legend')}</span>
      {rows.map((row, index) => (
        <div key={row.key} className="fd-cost__toolbar">
          <Field label={t('fwb.packages.package')} inline>
            {(labelId) => (
              <ChoiceSelect
                labelledBy={labelId}
                className="fd-cost__select"
                value={row.packageId}
                disabled={!packages}
                placeholder={packages ? t('fwb.packages.choose') : t('loading')}
                options={(packages ?? []).map((pkg) => ({
                  value: pkg.id,
                  label: `${pkg.code} ${pkg.name} · ${t('fwb.packages.lineCount', { count: pkg.lines.length, total: money(pkg.total) })}`,
                }))}
                onChange={(packageId) => change(row.key, { packageId })}
              />
            )}
          </Field>
          <Field label={t('fwb.packages.quantity')} inline>
            {/* no step buttons: their icons' names would join the label's (arrow keys step) */}
            <InputNumber
              hideButtons
              className="fd-cost__quantity"
              min={1}
              max={999}
              precision={0}
              value={row.quantity}
              onChange={(quantity) => change(row.key, { quantity: String(quantity) })}
              onBlur={(event) => change(row.key, { quantity: String(wholeQuantity((event.target as HTMLInputElement).value)) })}
            />
          </Field>
          {rows.length > 1 ? (
            <Button aria-label={t('fwb.packages.removeRow', { no: index + 1 })} onClick={() => onChange(rows.filter((other) => other.key !== row.key))}>
              {t('fwb.packages.remove')}
            </Button>
          ) : null}
        </div>
      ))}
      <Button onClick={() => onChange([...rows, { key: nextKey, packageId: '', quantity: '1' }])}>{t('fwb.packages.add')}</Button>
    </div>
  );
}
