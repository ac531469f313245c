/**
 * The HAProxy configuration of `npm run cluster` (docs/deploy.md, "The load balancer"). Plain
 * round-robin, no stickiness: each request may go to any API process, which is what proves the
 * API keeps no state of its own.
 */
export interface HaproxyBackend {
  name: string;
  port: number;
}

export function haproxyConfig(options: {
  port: number;
  backends: readonly HaproxyBackend[];
  apiPrefix: string;
}): string {
  const { port, backends, apiPrefix } = options;
  return `# Written by scripts/cluster/haproxy-config.ts for npm run cluster; docs/deploy.md explains it.
global
  maxconn 4096

defaults
  mode http
  # A live stream (GET ${apiPrefix}/users/me/events) sends a heartbeat every 25 s: the server and
  # client timeouts must be longer, or the balancer would cut every open stream.
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 5s
  # A connection that could not be made (a process killed a moment ago, not yet marked down) is
  # tried again on another process: the request never reached the first one, so this is safe for
  # writes too. Requests already sent to a process that dies are not replayed.
  retries 3
  option redispatch 1
  retry-on conn-failure
  option forwardfor

frontend qrewards
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  # Readiness: a process whose database does not answer gets no traffic.
  option httpchk GET ${apiPrefix}/ready
  http-check expect status 200
  default-server check inter 500ms fall 2 rise 2 slowstart 0s
  # Which process answered: the cluster tests and bench read it; it names a process, nothing more.
  http-response set-header X-Served-By %[srv_name]
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`).join('\n')}
`;
}
