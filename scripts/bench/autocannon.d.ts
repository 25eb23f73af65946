// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: Array<Request & { setupRequest?: (req: Request, context: Record<string, unknown>) => Request }>;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
