// The error toast of the query kinds (spec 03-portal §8: error toast, shown 1500 ms). Semi's Toast is loaded on
// first use, so pages that never fail do not carry it. Hosts inject it through their source's notifyError.
export const TOAST_SECONDS = 1.5;

export function showErrorToast(message: string): void {
  void import('@douyinfe/semi-ui-19/lib/es/toast').then(({ default: Toast }) => Toast.error({ content: message, duration: TOAST_SECONDS }));
}
