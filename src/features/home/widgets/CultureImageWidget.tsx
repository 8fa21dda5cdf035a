// <culture-image file-id="…" alt="…">: a picture fetched as binary; a failed fetch yields an empty image
// (03-portal §8) rather than an error.
import { useTranslation } from 'react-i18next';
import { usePreviewPicture } from '../../../components/usePreviewPicture';
import type { WidgetProps } from './registry';

/** A transparent 1×1 gif: the empty image. */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export default function CultureImageWidget({ attributes }: WidgetProps) {
  const { t } = useTranslation('home');
  const picture = usePreviewPicture(attributes['file-id'] || undefined);
  return <img className="fd-culture-image" src={picture ?? EMPTY_IMAGE} alt={attributes.alt || t('cultureImage')} />;
}
