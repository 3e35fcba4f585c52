// autocannon 8 ships no types; the benches use its promise API and these fields of the result.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
    min: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  /** A request of a sequence; `setupRequest` may rewrite it per send. */
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: RequestSpec, context: Record<string, unknown>) => RequestSpec;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
    [key: string]: unknown;
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  namespace autocannon {
    export type { Options, RequestSpec, Result };
  }
  export default autocannon;
}
