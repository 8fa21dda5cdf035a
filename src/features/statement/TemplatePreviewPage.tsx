// template/preview/:templateKey[/:single[/:parameterqQuerys]] and template/preview/:templateKey/:taskType/:defKey/:isJoinFlow:
// a data template's list. parameterqQuerys fixes conditions (URI-encoded JSON {field: value} or a querys array);
// the flow variant sends taskType, defKey and isJoinFlow with every list call.
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { parsePresetQuerys, type DataTemplateModel } from '../../../renderers';
import { LIST_SCREEN } from '../../../renderers';
import { TemplatePage } from './TemplatePage';

export function TemplatePreviewPage({ flow: flowRoute = false }: { flow?: boolean }) {
  const { templateKey = '', parameterqQuerys, taskType, defKey, isJoinFlow } = useParams();
  const preset = useCallback((model: DataTemplateModel) => parsePresetQuerys(model, parameterqQuerys), [parameterqQuerys]);
  const flow = useMemo(() => (flowRoute ? { taskType, defKey, isJoinFlow: isJoinFlow === 'true' } : undefined), [flowRoute, taskType, defKey, isJoinFlow]);
  return <TemplatePage key={templateKey} templateKey={templateKey} screen={LIST_SCREEN} preset={preset} flow={flow} />;
}
