// The app's side effects of form rules (renderers/rules RuleServices): backendValidate and isExist through
// the request layer, frontJSValidate in the script sandbox (one frame per app, started on the first script).
import type { RuleServices } from '../../renderers';
import { createSandboxScriptRunner, type SandboxScriptRunner } from '../../renderers';
import { backendValidate, isExist } from '../api/formRules';

let sharedRunner: SandboxScriptRunner | undefined;

export function createAppRuleServices(): RuleServices {
  return {
    backendValidate,
    isExist,
    runScript: (script, value, values, options) => (sharedRunner ??= createSandboxScriptRunner())(script, value, values, options),
  };
}
