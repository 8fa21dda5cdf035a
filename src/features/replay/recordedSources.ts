// Replay without a server: each data kind's source answers from the fixture's recorded answers
// (fixtures/<kind>/answers/<name>.json). Entry: kind → (answers) => that kind's source interface.

export const RECORDED_SOURCES: Readonly<Record<string, (answers: unknown) => unknown>> = {
};
