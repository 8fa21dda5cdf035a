// Spec §4.9: while a form loads or an action runs, a full-page veil with a spinner and what is happening.
import { Spin } from '@douyinfe/semi-ui-19';
import './flow.css';

export function LoadingOverlay({ text }: { text: string }) {
  return (
    <div className="fd-flow-overlay" role="status" aria-live="polite">
      <Spin size="large" tip={text} />
    </div>
  );
}
