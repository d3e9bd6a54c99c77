import { instanceHealth } from '@/lib/health/instance-health';

// For the load balancer (docs/operations.md, "Health"); the logic is in lib/health.
export const dynamic = 'force-dynamic';

export function GET() {
  const { status, body } = instanceHealth();
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
