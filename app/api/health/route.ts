import { instanceHealth } from '@/lib/instances/instance-health';

// For the load balancer (docs/operations.md, "Health"); the logic is in lib/instances/instance-health.ts.
export const dynamic = 'force-dynamic';

export async function GET() {
  const { status, body } = await instanceHealth();
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
