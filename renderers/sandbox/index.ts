// Public surface of the script sandbox (browser only): the app's `runScript` service for frontJSValidate.
export {
  createSandboxScriptRunner,
  SandboxScriptError,
  SandboxTimeoutError,
  SandboxUnavailableError,
  type SandboxRunnerOptions,
  type SandboxScriptRunner,
} from './runner';
export { SANDBOX_CSP } from './frameDocument';
