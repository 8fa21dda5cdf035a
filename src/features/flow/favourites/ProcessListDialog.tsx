// The favourite-process card's '流程列表' (spec 03-portal §2): every process the caller may start, searchable,
// each started from here the way a favourite is (start rights first).
import { useTranslation } from 'react-i18next';
import { Button, Tag } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../../components/Dialog';
import { StartableProcesses } from './StartableProcesses';
import { useFavouriteStart } from './useFavouriteStart';
import './favourites.css';

export function ProcessListDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('flow');
  const { start, checking, dialog } = useFavouriteStart();
  return (
    <Dialog
      visible
      width={640}
      title={t('favourites.listTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('favourites.close')}</Button>}
    >
      <StartableProcesses
        badge={(row) => (row.isAdd ? <Tag color="amber">{t('favourites.isFavourite')}</Tag> : null)}
        action={(row) => (
          <Button
            size="small"
            theme="solid"
            type="primary"
            aria-label={t('favourites.startOf', { name: row.name })}
            loading={checking === row.defKey}
            disabled={checking !== undefined}
            // the full list carries no leaders: a secretary starts for himself here
            onClick={() => void start({ defId: row.defId || row.id, defKey: row.defKey, leaders: [] })}
          >
            {t('favourites.start')}
          </Button>
        )}
      />
      {dialog}
    </Dialog>
  );
}
