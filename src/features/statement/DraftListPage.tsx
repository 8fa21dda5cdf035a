// draftList/:tempAlias/:dataViewFlag — the user's drafts of a template. From a data view (dataViewFlag 'true')
// the list is shown alone, without a way back to the template's list.
import { useParams } from 'react-router-dom';
import type { TemplateScreen } from '../../../renderers';
import { TemplatePage } from './TemplatePage';

const DRAFTS: TemplateScreen = { kind: 'drafts' };

export function DraftListPage() {
  const { tempAlias = '', dataViewFlag } = useParams();
  return <TemplatePage key={tempAlias} templateKey={tempAlias} screen={DRAFTS} standalone={dataViewFlag === 'true'} />;
}
