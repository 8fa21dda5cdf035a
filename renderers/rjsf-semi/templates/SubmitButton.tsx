import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { Button } from '@douyinfe/semi-ui-19';
import { translatorOf } from '../context';

export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { submitText, norender, props: buttonProps } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <div className="fd-rjsf-submit">
      <Button htmlType="submit" type="primary" theme="solid" disabled={buttonProps?.disabled} className={buttonProps?.className}>
        {submitText && submitText !== 'Submit' ? submitText : translatorOf(registry)('submit')}
      </Button>
    </div>
  );
}
