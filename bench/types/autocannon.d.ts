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
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: unknown[];
    [key: string]: unknown;
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  namespace autocannon {
    export type { Options, Result };
  }
  export default autocannon;
}
