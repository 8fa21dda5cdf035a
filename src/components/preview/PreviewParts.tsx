// The loading indicator and the message panel of the preview (spec 02-process §2.5: orange, 正在加载...).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Spin } from '@douyinfe/semi-ui-19';
import { IllustrationNoContent, IllustrationNoContentDark } from '@douyinfe/semi-illustrations';

export function PreviewLoading() {
  const { t } = useTranslation('preview');
  return (
    <div className="fd-preview-loading" role="status">
      <Spin size="large" tip={t('loading')} />
    </div>
  );
}

export interface PreviewMessageProps {
  text: string;
  /** a further explanation (e.g. the server's reason) */
  detail?: string;
  onRetry?: () => void;
  /** further controls, e.g. a download button */
  actions?: ReactNode;
}

export function PreviewMessage({ text, detail, onRetry, actions }: PreviewMessageProps) {
  const { t } = useTranslation('preview');
  return (
    <div className="fd-preview-message" role="alert">
      <Empty
        image={<IllustrationNoContent className="fd-preview-message__illustration" />}
        darkModeImage={<IllustrationNoContentDark className="fd-preview-message__illustration" />}
        title={text}
        description={detail}
      >
        {onRetry || actions ? (
          <div className="fd-preview-message__actions">
            {onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : null}
            {actions}
          </div>
        ) : null}
      </Empty>
    </div>
  );
}
