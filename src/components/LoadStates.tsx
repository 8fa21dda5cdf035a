// The states of a page that loads one thing: a failure (a not-found page for a 404 when the page has one,
// else the failure with a retry button) and a loading spinner with its text.
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { ApiError } from '../api/http';
import { ResultPage } from './ResultPage';
import './LoadStates.css';

export interface LoadFailureProps {
  error: unknown;
  /** The failure's title, e.g. "The news could not be loaded". */
  title: string;
  retryLabel: string;
  onRetry: () => void;
  /** Given: a 404 answer shows a not-found page with this title. */
  notFoundTitle?: string;
  headingLevel?: 1 | 2 | 3;
  showBack?: boolean;
}

export function LoadFailure({ error, title, retryLabel, onRetry, notFoundTitle, headingLevel, showBack }: LoadFailureProps) {
  if (notFoundTitle && error instanceof ApiError && error.result.status === 404) {
    return <ResultPage illustration="notFound" title={notFoundTitle} headingLevel={headingLevel} showBack={showBack} />;
  }
  return (
    <ResultPage
      headingLevel={headingLevel}
      title={title}
      description={error instanceof Error ? error.message : String(error)}
      actions={<Button onClick={onRetry}>{retryLabel}</Button>}
      showBack={showBack}
    />
  );
}

export function PageLoading({ text }: { text: string }) {
  return (
    <div className="fd-page-loading" role="status">
      <Spin tip={text} />
    </div>
  );
}
