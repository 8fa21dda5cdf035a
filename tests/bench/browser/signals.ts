// What a benchmark page logs to its console when it is ready to be read. The runner waits for this message
// instead of polling the page: playwright's waitForFunction first evaluates its injected script (about 15 ms
// of main-thread work here) in the page, which would land between navigation and paint, the measured span.
export const ALL_MOUNTED_MESSAGE = 'flowdesk-bench:all-mounted';
