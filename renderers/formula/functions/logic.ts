// Logic functions of the catalogue. IF is compiled as a conditional (only the chosen branch runs);
// a missing else-branch gives FALSE, as in spreadsheets.
import { flattenValues, isTruthy } from '../values';
import { eager, type FunctionTable } from './spec';

const truthCount = (args: readonly unknown[]): { truthy: number; total: number } => {
  const values = flattenValues(args);
  return { truthy: values.filter(isTruthy).length, total: values.length };
};

export const logicFunctions: FunctionTable = {
  AND: eager(1, Infinity, (args) => {
    const { truthy, total } = truthCount(args);
    return truthy === total;
  }),
  FALSE: eager(0, 0, () => false),
  IF: { kind: 'conditional', min: 2, max: 3 },
  NOT: eager(1, 1, ([value]) => !isTruthy(value)),
  OR: eager(1, Infinity, (args) => truthCount(args).truthy > 0),
  TRUE: eager(0, 0, () => true),
  // Spreadsheet XOR: true when an odd number of the values are true.
  XOR: eager(1, Infinity, (args) => truthCount(args).truthy % 2 === 1),
};
