/** The part of autocannon's API the benches use (the package ships no types). */
declare module 'autocannon' {
  interface Client {
    setHeaders(headers: Record<string, string>): void;
    /** Each answer: its status, its size and its time in milliseconds. */
    on(event: 'response', listener: (status: number, bytes: number, ms: number) => void): void;
  }
  interface RequestParams {
    path?: string;
    [k: string]: unknown;
  }
  interface Options {
    url: string;
    duration?: number;
    connections?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
    setupClient?: (client: Client) => void;
    requests?: { setupRequest?: (req: RequestParams) => RequestParams }[];
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p97_5: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, bytes: number, ms: number) => void,
    ): void;
  }
  function autocannon(opts: Options): Promise<Result>;
  function autocannon(opts: Options, done: (err: Error | null, result: Result) => void): Instance;
  namespace autocannon {
    export type { Client, Instance, Options, RequestParams, Result };
  }
  export default autocannon;
}
