// The part of autocannon 9 the bench uses (the package ships no types).
declare module 'autocannon' {
  type Request = { path?: string; headers?: Record<string, string>; method?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests in all; when set, `duration` is ignored. */
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Request) => Request }[];
  };
  type Histogram = { average: number; p50: number; p90: number; p97_5: number; p99: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram & { max: number };
    throughput: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
    /** Seconds the run took. */
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
