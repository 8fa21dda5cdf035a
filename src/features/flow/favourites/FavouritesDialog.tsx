// The favourites dialog '设置常用流程' (spec 02-process §4.7, §5, §8, §9): the processes the user may start,
// searched by key or name and each added or taken out, beside the chosen list; saving none resets the list to
// the system default after a confirmation. The confirmation is a step of this dialog, not a second modal: Semi's
// modals share one title id, so a stacked one would be named after this one.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Toast } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../../components/Dialog';
import { saveMyOftenFlow, type DefinitionRow } from '../../../api/flow';
import type { CommonResult } from '../../../api/types';
import { isFavourite, MAX_FAVOURITES, removeFavourite, toggleFavourite, type Favourite } from './favouriteList';
import { StartableProcesses } from './StartableProcesses';
import './favourites.css';
import { TOAST_SECONDS } from '../../../components/toast';

export interface FavouritesDialogProps {
  /** the favourites as they are now */
  current: readonly Pick<DefinitionRow, 'defKey' | 'name'>[];
  onClose: () => void;
  /** called once the server stored the list */
  onSaved: () => void;
}

export function FavouritesDialog({ current, onClose, onSaved }: FavouritesDialogProps) {
  const { t } = useTranslation('flow');
  const [favourites, setFavourites] = useState<Favourite[]>(() => current.map(({ defKey, name }) => ({ defKey, name })));
  const [limitReached, setLimitReached] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const availableId = useId();
  const chosenId = useId();

  const toggle = (process: Favourite) => {
    const result = toggleFavourite(favourites, process);
    setLimitReached(!result.ok);
    if (result.ok) setFavourites(result.favourites);
  };
  const remove = (defKey: string) => {
    setLimitReached(false);
    setFavourites(removeFavourite(favourites, defKey));
  };

  const store = async () => {
    setSaving(true);
    const result = await saveMyOftenFlow(favourites, { quiet: true });
    setSaving(false);
    if (result.ok) {
      Toast.success({ content: result.data?.message || t('favourites.saved'), duration: TOAST_SECONDS });
      onSaved();
    } else {
      // §8: the server's message, else 保存失败 (not the request layer's generic fallback).
      Toast.error({ content: (result.data as CommonResult | undefined)?.message || t('favourites.saveFailed'), duration: TOAST_SECONDS });
    }
  };
  const save = () => {
    if (favourites.length > 0) void store();
    else setConfirmingReset(true);
  };

  return (
    <Dialog
      visible
      width={760}
      title={t('favourites.title')}
      onCancel={onClose}
      footer={
        confirmingReset ? (
          <>
            <Button onClick={() => setConfirmingReset(false)}>{t('favourites.resetBack')}</Button>
            <Button type="primary" theme="solid" loading={saving} onClick={() => void store()}>
              {t('favourites.resetOk')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('favourites.cancel')}</Button>
            <Button type="primary" theme="solid" loading={saving} onClick={save}>
              {t('favourites.save')}
            </Button>
          </>
        )
      }
    >
      {confirmingReset ? (
        <div role="alert" className="fd-favourites__confirm">
          <h3>{t('favourites.resetTitle')}</h3>
          <p>{t('favourites.resetConfirm')}</p>
        </div>
      ) : null}
      {/* hidden, not unmounted, during the confirmation: going back finds the search as it was */}
      <div className="fd-favourites" hidden={confirmingReset}>
        <section className="fd-favourites__available" aria-labelledby={availableId}>
          <h3 id={availableId}>{t('favourites.available')}</h3>
          <StartableProcesses
            action={(row) => {
              const added = isFavourite(favourites, row.defKey);
              // the visible word is part of the name (axe label-content-name-mismatch), so the name says the action
              return (
                <Button
                  size="small"
                  theme={added ? 'solid' : 'light'}
                  aria-label={t(added ? 'favourites.unaddNamed' : 'favourites.addNamed', { name: row.name })}
                  onClick={() => toggle({ defKey: row.defKey, name: row.name })}
                >
                  {t(added ? 'favourites.unadd' : 'favourites.add')}
                </Button>
              );
            }}
          />
        </section>
        <section className="fd-favourites__chosen" aria-labelledby={chosenId}>
          <h3 id={chosenId}>{t('favourites.chosen', { count: favourites.length, max: MAX_FAVOURITES })}</h3>
          {limitReached ? (
            <p role="alert" className="fd-favourites__error">
              {t('favourites.limit')}
            </p>
          ) : null}
          {favourites.length === 0 ? (
            <p className="fd-favourites__hint">{t('favourites.noneChosen')}</p>
          ) : (
            <ol className="fd-favourites__list">
              {favourites.map((item) => (
                <li key={item.defKey}>
                  <span className="fd-favourites__name">{item.name}</span>
                  <Button size="small" theme="borderless" aria-label={t('favourites.removeNamed', { name: item.name })} onClick={() => remove(item.defKey)}>
                    {t('favourites.remove')}
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </Dialog>
  );
}
