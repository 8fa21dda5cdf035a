// Read view of rich text: server HTML is sanitized with DOMPurify (no scripts, handlers or javascript: URLs).
import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { labelId, translatorOf } from '../context';
import { sanitizeRichText } from '../sanitize';
import { controlAria, memoWidget } from './shared';

function RichTextView(props: WidgetProps) {
  const { id, value, registry } = props;
  const html = useMemo(() => (typeof value === 'string' ? sanitizeRichText(value) : ''), [value]);
  const aria = controlAria(props);
  return (
    <div
      id={id}
      role="region"
      className="fd-rjsf-rich-text"
      aria-labelledby={labelId(id)}
      aria-describedby={aria['aria-describedby']}
    >
      {html === '' ? <span className="fd-rjsf-muted">{translatorOf(registry)('richText.empty')}</span> : <div dangerouslySetInnerHTML={{ __html: html }} />}
    </div>
  );
}

export const RichTextWidget = memoWidget(RichTextView);
