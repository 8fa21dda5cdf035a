// The benchmark's form: one main entity with `count` plain text fields (no rules, no formulas), as the
// designer would save it. Shared by the Node side (which writes it, and the JSON schema the adapter makes of
// it, next to the built pages) and nothing else: the pages fetch those files like an app fetches a form.
import type { FormDefinition } from '../../../renderers';

export const BENCH_BO = 'bench';

export function textFieldsDefinition(count: number): FormDefinition {
  return {
    kind: 'form',
    alias: `bench${count}`,
    name: { 'zh-CN': `${count} 个文本字段`, 'en-US': `${count} text fields` },
    boAlias: BENCH_BO,
    entities: [
      {
        name: BENCH_BO,
        label: { 'zh-CN': '基准', 'en-US': 'Benchmark' },
        type: 'main',
        attributes: Array.from({ length: count }, (_, index) => ({
          name: `field${index + 1}`,
          label: { 'zh-CN': `字段 ${index + 1}`, 'en-US': `Field ${index + 1}` },
          dataType: 'varchar' as const,
          control: 'text' as const,
        })),
      },
    ],
  };
}
