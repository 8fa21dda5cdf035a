// The packages × quantities of the forecast and batch pages (docs/cost-baseline.md "Service packages"): rows of
// a package choice and a whole quantity 1–999, added and removed by buttons. Native controls with visible
// labels (Semi's Select leaves aria-activedescendant pointing at removed options, which axe refuses).
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button } from '@douyinfe/semi-ui-19';
import { unwrap } from '../../api/http';
import { listServicePackages, type PackageItem } from '../../api/servicePackages';
import { COST_KEY, Field, useMoney } from './parts';
import { NativeSelect } from '../../components/NativeSelect';

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
  const money = useMoney();
  const { data: packages, error, mutate } = useServicePackages();
  const change = (key: number, patch: Partial<PackageRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const nextKey = Math.max(0, ...rows.map((row) => row.key)) + 1;

  if (error) {
    return (
      <p role="alert" className="fd-cost__refusal">
        {t('fwb.packages.loadFailed')} <Button size="small" onClick={() => void mutate()}>{t('retry')}</Button>
      </p>
    );
  }
  if (packages && packages.length === 0) return <p className="fd-cost__note">{t('fwb.packages.none')}</p>;
  return (
    <fieldset className="fd-cost__fieldset">
      <legend>{t('fwb.packages.legend')}</legend>
      {rows.map((row, index) => (
        <div key={row.key} className="fd-cost__toolbar">
          <Field label={t('fwb.packages.package')} inline>
            <NativeSelect className="fd-cost__select" value={row.packageId} disabled={!packages} onChange={(event) => change(row.key, { packageId: event.target.value })}>
              <option value="">{packages ? t('fwb.packages.choose') : t('loading')}</option>
              {(packages ?? []).map((pkg) => (
                <option key={pkg.id} value={pkg.id}>
                  {pkg.code} {pkg.name} · {t('fwb.packages.lineCount', { count: pkg.lines.length, total: money(pkg.total) })}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('fwb.packages.quantity')} inline>
            <input
              className="fd-cost__select fd-cost__quantity"
              type="number"
              min={1}
              max={999}
              step={1}
              value={row.quantity}
              onChange={(event) => change(row.key, { quantity: event.target.value })}
              onBlur={(event) => change(row.key, { quantity: String(wholeQuantity(event.target.value)) })}
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
    </fieldset>
  );
}
