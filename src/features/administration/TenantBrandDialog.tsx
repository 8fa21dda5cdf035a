// A tenant's logo (header and login page) and favicon: the current images, and for each an upload of a new image
// that becomes the tenant's at once (fileUpload, then saveLogo). getLogoFile is what the portal shows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Toast, Upload } from '@douyinfe/semi-ui-19';
import { IconUpload } from '@douyinfe/semi-icons';
import { uploadFile } from '../../api/file';
import { logoFileUrl, saveTenantLogo, type AdminTenant } from '../../api/tenant';
import { Dialog } from '../../components/Dialog';
import { TOAST_SECONDS } from '../../components/toast';
import { FormError } from './fields';

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml';
type BrandImage = 'logo' | 'ico';

export function TenantBrandDialog({ tenant, onClose }: { tenant: AdminTenant; onClose(): void }) {
  const { t } = useTranslation('administration');
  // a new value per saved image: the <img> asks again instead of showing the cached one
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState<BrandImage>();
  const [error, setError] = useState<string>();

  const replace = async (image: BrandImage, file: File) => {
    setBusy(image);
    setError(undefined);
    try {
      const uploaded = await uploadFile(file, file.name, { quiet: true });
      const answer = uploaded.ok && uploaded.data ? await saveTenantLogo(tenant.id, image, uploaded.data.fileId, { quiet: true }) : uploaded;
      if (!answer.ok) return setError(answer.message ?? t('saveFailed'));
      Toast.success({ content: t('tenant.imageSaved'), duration: TOAST_SECONDS });
      setVersion((value) => value + 1);
    } finally {
      setBusy(undefined);
    }
  };

  const row = (image: BrandImage) => {
    const label = image === 'logo' ? t('tenant.logo') : t('tenant.favicon');
    return (
      <div className="fd-admin-brand__row" key={image}>
        <span className="fd-admin-brand__label">{label}</span>
        <img className={`fd-admin-brand__image fd-admin-brand__image--${image}`} src={`${logoFileUrl(image === 'logo' ? 'frontLogo' : 'ico', tenant.id)}&v=${version}`} alt={t('tenant.currentImage', { image: label })} />
        <Upload
          action=""
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          customRequest={({ fileInstance, onSuccess }) => {
            void replace(image, fileInstance).then(() => onSuccess({}));
          }}
        >
          <Button icon={<IconUpload aria-hidden="true" />} loading={busy === image} aria-label={t('tenant.replaceImage', { image: label })}>
            {t('tenant.replace')}
          </Button>
        </Upload>
      </div>
    );
  };

  return (
    <Dialog visible title={t('tenant.brandTitle', { name: tenant.name })} onCancel={onClose} width={520} footer={<Button onClick={onClose}>{t('close')}</Button>}>
      <div className="fd-admin-brand">
        {row('logo')}
        {row('ico')}
        <p className="fd-admin-form__hint">{t('tenant.imageHint')}</p>
        <FormError message={error} />
      </div>
    </Dialog>
  );
}
