// One data template in the portal: the definition from getBpmDataTemplateInfo (SWR), prepared by the app's
// engine and rendered with the portal's source, the app's form engine and form context. Screens are routes:
// the view's navigation becomes a route change (or a new tab for buttons configured so). A record form's unsaved
// input is kept across the language switch's reload (keptInput.ts).
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { normalizeLocale, SchemaRenderer, type DataTemplateDefinition, type DataTemplateSource, type DataTemplateModel, type TemplateQueryField, type TemplateScreen } from '../../../renderers';
import { getBpmDataTemplateInfo } from '../../api/dataTemplate';
import { ApiError, unwrap } from '../../api/http';
import { APP_BASENAME } from '../../app/navigation';
import { ResultPage } from '../../components/ResultPage';
import { appEngine, appSourceOf } from '../../engine';
import { useAppFormContext } from '../../engine/formContext';
import { registerKeptPart } from '../../components/keptInput';
import { newTabFormPath, screenPath } from './paths';
import { TemplateAreaContext } from './templateArea';

const KEEP_INPUT = { register: registerKeptPart };

/** The template menu's "residual" flag (spec §4): true for a moment after a menu item is chosen. */
export const ResidualContext = createContext(false);

/** A template the server does not know (getBpmDataTemplateInfo answered state false). */
class TemplateNotFoundError extends Error {}

async function fetchTemplate([, alias]: readonly [string, string]): Promise<DataTemplateDefinition> {
  const answer = await unwrap(getBpmDataTemplateInfo(alias, { quiet: true }));
  if (!answer.state || !answer.value) throw new TemplateNotFoundError(answer.message ?? alias);
  return answer.value;
}

export interface TemplatePageProps {
  templateKey: string;
  screen: TemplateScreen;
  /** Conditions from the route (template/preview/:key/:single/:parameterqQuerys). */
  preset?: (model: DataTemplateModel) => readonly TemplateQueryField[];
  flow?: { taskType?: string; defKey?: string; isJoinFlow?: boolean };
  /** A page shown alone: forms and draft lists have no way back to the list. */
  standalone?: boolean;
  /** The records' source; default the portal's (a page may wrap it to follow saves). */
  source?: DataTemplateSource;
  /** Where the view's screens go; default the routes of TemplateAreaContext (a page elsewhere keeps them in its own address). */
  onScreen?: (screen: TemplateScreen) => void;
}

export function TemplatePage({ templateKey, screen, preset, flow, standalone, source, onScreen }: TemplatePageProps) {
  const { t, i18n } = useTranslation('statement');
  const locale = normalizeLocale(i18n.language);
  const navigate = useNavigate();
  const formContext = useAppFormContext();
  const residual = useContext(ResidualContext);
  const area = useContext(TemplateAreaContext);
  // Choosing the menu item again starts the list afresh (no conditions or page left over).
  // Only a rise seen while mounted counts: a page mounted by the click itself is fresh already.
  const [generation, setGeneration] = useState(0);
  const residualSeen = useRef(residual);
  useEffect(() => {
    if (residual && !residualSeen.current) setGeneration((value) => value + 1);
    residualSeen.current = residual;
  }, [residual]);

  const { data: definition, error, isLoading, mutate } = useSWR(['dataTemplate:info', templateKey] as const, fetchTemplate, { revalidateOnFocus: false });
  const result = useMemo(() => (definition ? appEngine.prepare<DataTemplateModel>('dataTemplate', definition, { locale }) : undefined), [definition, locale]);
  const model = result?.ok ? result.model : undefined;
  const presetQuerys = useMemo(() => (model && preset ? preset(model) : undefined), [model, preset]);

  const view = useMemo(
    () => ({
      source: source ?? appSourceOf('dataTemplate'),
      screen,
      preset: presetQuerys,
      flow,
      standalone,
      formEngine: appEngine,
      formContext,
      keepInput: KEEP_INPUT,
      onNavigate: (next: TemplateScreen, options: { newTab: boolean }) => {
        if (options.newTab && next.kind === 'form') window.open(`${APP_BASENAME}${newTabFormPath(templateKey, next, area)}`, '_blank', 'noopener,noreferrer');
        else if (onScreen) onScreen(next);
        else navigate(screenPath(templateKey, next, area));
      },
    }),
    [screen, presetQuerys, flow, standalone, source, formContext, navigate, templateKey, onScreen, area],
  );

  useEffect(() => {
    if (model) document.title = t('documentTitle', { name: model.name });
  }, [t, model]);

  if (error) {
    return error instanceof TemplateNotFoundError || (error instanceof ApiError && error.result.status === 404) ? (
      <ResultPage illustration="notFound" title={t('templateNotFound', { alias: templateKey })} description={error.message} headingLevel={1} />
    ) : (
      <ResultPage
        title={t('templateLoadFailed')}
        description={error instanceof Error ? error.message : String(error)}
        headingLevel={1}
        actions={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  }
  if (isLoading || !result) {
    return (
      <div className="fd-statement-state" role="status">
        <Spin />
        <span>{t('loading')}</span>
      </div>
    );
  }
  return (
    <div className="fd-statement-page">
      <h1 className="fd-statement-page__title">{model?.name ?? templateKey}</h1>
      <SchemaRenderer key={generation} engine={appEngine} result={result} path={`statement/${templateKey}`} locale={locale} view={view} />
    </div>
  );
}
