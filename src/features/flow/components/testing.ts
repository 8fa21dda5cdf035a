// Shared by the task, start and instance page tests: a small process form and answers in the api's shapes.
import type { FormDefinition } from '../../../../renderers';
import type { FormAnswer } from '../../../api/flow';

export const ok = <T>(data: T) => ({ ok: true, status: 200, data });
export const failed = (message: string) => ({ ok: false, status: 500, message });

export const leaveForm: FormDefinition = {
  kind: 'form',
  alias: 'leaveRequest',
  name: { 'zh-CN': '请假申请', 'en-US': 'Leave request' },
  boAlias: 'leave',
  entities: [
    {
      name: 'leave',
      label: '请假单',
      type: 'main',
      attributes: [
        { name: 'applicant', label: '申请人', dataType: 'varchar', control: 'text', rules: 'required:true|max:20' },
        { name: 'reason', label: '事由', dataType: 'varchar', control: 'text' },
      ],
    },
  ],
};

export const formAnswer = (data: Record<string, unknown>, permission: string | undefined = JSON.stringify({ fields: { leave: { applicant: 'b', reason: 'w' } } })): FormAnswer => ({
  result: true,
  form: { id: 'f1', formKey: 'leaveRequest', name: '请假申请', type: 'INNER', definition: leaveForm },
  data: { leave: data },
  permission,
});

/** The BO data a call sent, decoded from its UTF-8 Base64. */
export const decodedData = (base64: string): unknown => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))));
