// Previous / next with the position between, in a labelled navigation landmark (Semi's Pagination puts
// non-items into its list, which axe refuses). For simple lists; tables use the list engine's own pager.
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { IconChevronLeft, IconChevronRight } from '@douyinfe/semi-icons';
import './Pager.css';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('common');
  return (
    <nav className="fd-pager" aria-label={t('pager.label')}>
      <Button icon={<IconChevronLeft />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span aria-live="polite">{t('pager.position', { page, pages })}</span>
      <Button icon={<IconChevronRight />} iconPosition="right" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
