// Spec §1/§8: old Internet Explorer (MSIE up to 10, Trident for 11) is asked to use Chrome.
export function isOldInternetExplorer(userAgent: string): boolean {
  return /\bMSIE \d|\bTrident\//.test(userAgent);
}
