// v-approvalItem: the caller's personal common phrases (spec 02-process §2.3, §7.4). Adding, editing and
// deleting each need their method right (docs/method-rights.md); the server refuses them too.
import { useTranslation } from 'react-i18next';
import { listApprovalItems, removeApprovalItems, type ApprovalItem } from '../../../api/approvalItem';
import type { MenuPageProps } from '../../../app/layout/menuPages';
import { hasMethod, useMethodAuthVersion } from '../../../session/methodAuth';
import { FORM_PATHS } from './paths';
import { SettingsList } from './SettingsList';

export default function ApprovalItemListPage({ title }: MenuPageProps) {
  const { t } = useTranslation('personalFlow');
  useMethodAuthVersion(); // re-render when the method rights arrive
  return (
    <SettingsList<ApprovalItem>
      listKey="approvalItem"
      title={title}
      load={listApprovalItems}
      remove={removeApprovalItems}
      columns={[
        { key: 'expression', title: t('approvalItem.expression'), text: (row) => row.expression },
        { key: 'createTime', title: t('approvalItem.createTime'), text: (row) => row.createTime ?? '', width: 180 },
      ]}
      searchFields={[{ property: 'expression', label: t('approvalItem.expression') }]}
      rowKey={(row) => row.id ?? ''}
      rowName={(row) => row.expression}
      // newest first, so that a phrase just added is on the first page
      sorter={[{ property: 'createTime', direction: 'DESC' }]}
      addPath={FORM_PATHS.approvalItemAdd}
      editPath={(row) => FORM_PATHS.approvalItemEdit(row.id ?? '')}
      viewPath={(row) => FORM_PATHS.approvalItemGet(row.id ?? '')}
      may={{ add: hasMethod('approvalItem_add'), edit: hasMethod('approvalItem_edit'), remove: hasMethod('approvalItem_del') }}
    />
  );
}
