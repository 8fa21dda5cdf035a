// The approval engine: starting, handling and following process instances over the graph of graph.ts. Every
// action runs in one SQLite transaction (better-sqlite3's db.transaction), so it either fully happens or, on a
// FlowError or any other failure, leaves nothing behind. Callers load the graph first (parsing is async).
//
// Model: the user task after the start event is the initiator's own node ("apply"): starting records a `start`
// opinion there and moves on; "reject to start" gives the initiator a BACK task there again, whose agree is a
// `reSubmit`. Open tasks live in bpm_task (deleted when handled); bpm_opinion is the history, one row per task
// (awaiting_check until handled). Statuses: spec 02-process §4.1, contract notes §5.
//
// This module is the engine's public surface; each concept lives in its own file (docs/engine-votes.md lists them).
export * from './context';
export { firstNodePermission, nodePermission, readOnlyPermission, mergeSubmitted, derivedRecord } from './formData';
export { hoursAfter, type OpinionExtras } from './tasks';
export { mayStart, isSecretaryOf, isHandler, requireHandledTask, answerKindOf, isUnderWay, type AnswerKind } from './rights';
export * from './start';
export * from './complete';
export * from './jumps';
export * from './handOn';
export * from './signRounds';
export * from './countersignVoters';
export * from './dueTimes';
export * from './claim';
export * from './revoke';
export * from './circulation';
export * from './urge';
export * from './suspension';
export * from './taskDrafts';
export { principalsOf } from './deputies';
