// Formula evaluation failures ('无效日期', '公式运算错误') are notifications, not crashes (spec): one per field,
// open while the failure lasts, updated when its message changes and closed once the inputs are valid (or the
// form goes away). Semi's Notification loads on the first failure, so forms without one never download it.
import { useEffect, useId, useRef } from 'react';
import { formatMessage } from '../../formula';
import type { Locale } from '../../messages';

export interface FormulaProblem {
  readonly label: string;
  readonly message: string;
}

const notifications = () => import('@douyinfe/semi-ui-19/lib/es/notification').then((module) => module.default);

export function useFormulaNotices(problems: readonly FormulaProblem[], locale: Locale): void {
  const formId = useId();
  /** Notice id → the text it shows, as last applied. */
  const shown = useRef(new Map<string, string>());

  useEffect(() => {
    const wanted = new Map(problems.map((problem) => [`fd-formula-${formId}-${problem.label}`, `${problem.label}: ${problem.message}`]));
    if (wanted.size === 0 && shown.current.size === 0) return;
    void notifications().then((Notification) => {
      // Compared with what is shown when the module is in, so overlapping updates apply in order.
      for (const [id, content] of wanted) {
        if (shown.current.get(id) !== content) Notification.error({ id, title: formatMessage('formula.notice', {}, locale), content, duration: 0 });
      }
      for (const id of shown.current.keys()) if (!wanted.has(id)) Notification.close(id);
      shown.current = wanted;
    });
  }, [problems, locale, formId]);

  useEffect(
    () => () => {
      const open = [...shown.current.keys()];
      if (open.length > 0) void notifications().then((Notification) => open.forEach((id) => Notification.close(id)));
      shown.current = new Map();
    },
    [],
  );
}
