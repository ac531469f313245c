// autocannon (the load generator of the benches) with the part of its programmatic API the benches
// use, typed here: it ships no types of its own.
import { createRequire } from 'node:module';

export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface AutocannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  timeout: number;
  overallRate?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: {
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: unknown, headers: object) => void;
  }[];
}

export interface AutocannonResult {
  duration: number;
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { p50: number; p99: number; max: number };
  requests: { total: number };
  /** Answers by status: `{ '200': { count } }`. */
  statusCodeStats?: Record<string, { count: number }>;
}

export const autocannon = createRequire(__filename)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;
