// The data template's view: the list, the online form of a record, or the user's drafts. A host that routes
// screens (the portal) passes `screen` and `onNavigate`; without them (replay) the view switches by itself.
import { useState } from 'react';
import type { Engine } from '../../core/engine';
import type { Locale } from '../../messages';
import type { SemiFormContext } from '../../rjsf-semi/context';
import type { DataTemplateModel } from './adapter';
import { DraftList } from './DraftList';
import { formatDataTemplateMessage } from './messages';
import type { TemplateQueryField } from './query';
import { RecordForm, type InputKeeper } from './RecordForm';
import { LIST_SCREEN, type TemplateScreen } from './screens';
import type { DataTemplateSource, ListRowsRequest } from './source';
import { TemplateList } from './TemplateList';
import './dataTemplate.css';

export interface DataTemplateViewProps {
  model: DataTemplateModel;
  locale: Locale;
  source?: DataTemplateSource;
  /** The screen the host routed to (default: the list). */
  screen?: TemplateScreen;
  /** The host's navigation; `newTab` for buttons configured to open the form in a new tab. */
  onNavigate?(screen: TemplateScreen, options: { newTab: boolean }): void;
  /** Conditions fixed by the page (route parameters), sent with every search. */
  preset?: readonly TemplateQueryField[];
  flow?: ListRowsRequest['flow'];
  formEngine?: Engine;
  formContext?: SemiFormContext;
  /** A form or draft list opened alone: no way back to the list. */
  standalone?: boolean;
  /** The host's keeper of a record form's unsaved input across a reload. */
  keepInput?: InputKeeper;
}

export function DataTemplateView(props: DataTemplateViewProps) {
  const { model, locale, source, onNavigate } = props;
  const [ownScreen, setOwnScreen] = useState<TemplateScreen>(props.screen ?? LIST_SCREEN);
  const screen = onNavigate ? (props.screen ?? LIST_SCREEN) : ownScreen;
  const navigate = (next: TemplateScreen, options: { newTab: boolean }) => (onNavigate ? onNavigate(next, options) : setOwnScreen(next));

  if (!source) {
    return (
      <div role="alert" className="fd-dt-state">
        {formatDataTemplateMessage('dt.noSource', { name: model.name }, locale)}
      </div>
    );
  }
  const common = { model, locale, source, navigate };
  return (
    <div className="fd-dt">
      {screen.kind === 'form' ? (
        <RecordForm
          // A new screen is a new form: no state of the previous record survives.
          key={`${screen.action}:${screen.id ?? ''}:${screen.draftId ?? ''}`}
          {...common}
          action={screen.action}
          id={screen.id}
          draftId={screen.draftId}
          formEngine={props.formEngine}
          formContext={props.formContext}
          standalone={props.standalone}
          keepInput={props.keepInput}
        />
      ) : screen.kind === 'drafts' ? (
        <DraftList {...common} standalone={props.standalone} />
      ) : (
        <TemplateList {...common} preset={props.preset} flow={props.flow} />
      )}
    </div>
  );
}
