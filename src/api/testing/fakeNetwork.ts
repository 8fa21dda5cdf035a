// Test support: replaces the network under the request layer's axios instance with a function.
import { CanceledError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  data: unknown;
}

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type FakeReply = (request: SentRequest, config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

/** Installs `reply` as the transport of `client`; returns the list every sent request is pushed to. */
export function installFakeNetwork(client: AxiosInstance, reply: FakeReply, sent: SentRequest[] = []): SentRequest[] {
  const adapter: AxiosAdapter = async (config) => {
    const request: SentRequest = {
      url: client.getUri(config),
      method: (config.method ?? 'get').toUpperCase(),
      headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([name, value]) => [name, String(value)])),
      data: config.data,
    };
    sent.push(request);
    // Like axios' real adapters: an aborted signal ends the request with a cancel error.
    const signal = config.signal as AbortSignal | undefined;
    const answer = await new Promise<FakeAnswer>((resolve, reject) => {
      const cancel = () => reject(new CanceledError(undefined, undefined, config));
      if (signal?.aborted) return cancel();
      signal?.addEventListener('abort', cancel, { once: true });
      Promise.resolve()
        .then(() => reply(request, config))
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', cancel));
    });
    return { status: answer.status ?? 200, statusText: '', data: answer.data, headers: answer.headers ?? {}, config };
  };
  client.defaults.adapter = adapter;
  return sent;
}
