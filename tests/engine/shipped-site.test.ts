/**
 * The repository's own site (site.config.ts + content/) against SITE-SPEC.md section 2: the doc routes
 * (all 75, both ways), the tag pages named there, the single version, and a clean load.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite, type LoadedSite } from '../../engine/load.js';
import { repoRoot } from './helpers.js';

/** SITE-SPEC.md section 2, "Doc routes", written out. Category index docs end with `/`. */
const SPEC_DOC_ROUTES = [
  '/',
  '/support',
  '/plans',
  '/open-telemetry',
  '/getting-started/step-0',
  '/getting-started/step-1',
  '/getting-started/step-2',
  '/getting-started/step 3 - instrumenting/kubernetes',
  '/getting-started/step 3 - instrumenting/non-kubernetes',
  '/getting-started/step 3 - instrumenting/database-brokers',
  '/getting-started/step 4 - monitors & alerts/monitors',
  '/getting-started/step 4 - monitors & alerts/alerts',
  '/getting-started/step 4 - monitors & alerts/log-analysis',
  '/agent/control-plane',
  '/agent/edge-collector',
  '/agent/host-agent',
  '/agent/kubernetes_agent/kubernetes',
  '/agent/kubernetes_agent/openshift',
  '/agent/kubernetes_agent/agent-credentials',
  '/agent/kubernetes_agent/configuration/affinity-tolerations',
  '/agent/kubernetes_agent/configuration/otel-pipelines',
  '/agent/kubernetes_agent/configuration/reset-agent-credentials',
  '/agent/kubernetes_agent/configuration/cost_configuration/aws_eks/',
  '/agent/kubernetes_agent/configuration/cost_configuration/azure_aks/',
  '/agent/kubernetes_agent/configuration/cost_configuration/gcp_gke/',
  '/apm/introduction',
  '/apm/features/events-timeline',
  '/apm/features/issues',
  '/apm/features/monitors-anomalies',
  '/apm/features/performance-overview',
  '/apm/features/recent-events',
  '/apm/features/service-map',
  '/apm/features/telemetry-snapshot',
  '/apm/features/trace-view',
  '/cost-management/',
  '/cost-management/cluster-cost',
  '/cost-management/cost-alert',
  '/cost-management/cost-overview',
  '/cost-management/cost-settings',
  '/cost-management/dormant-workload',
  '/cost-management/chargebackCostReporting/api-key',
  '/cost-management/chargebackCostReporting/chargeback-api',
  '/cost-management/chargebackCostReporting/ui',
  '/cost-management/rightsizing/cluster-rightsizing',
  '/cost-management/rightsizing/concepts',
  '/cost-management/rightsizing/workload-rightsizing',
  '/iam/iam-premium/configure-sso/azure/',
  '/iam/iam-premium/configure-sso/okta/',
  '/iam/iam-premium/setup-resource-groups',
  '/iam/iam-premium/setup-sso-groups',
  '/iam/iam-standard/invite-new-users',
  '/iam/iam-standard/single-sign-on',
  '/incident-management/issue-report',
  '/incident-management/runbooks',
  '/infra-monitoring/host_monitors',
  '/infra-monitoring/host_snapshot',
  '/infra-monitoring/infra_overview',
  '/infra-monitoring/k8s-monitoring',
  '/infra-monitoring/database-monitoring/mongodb-monitoring',
  '/infra-monitoring/database-monitoring/oracle-monitoring',
  '/infra-monitoring/database-monitoring/postgreSql-monitorig',
  '/infra-monitoring/database-monitoring/redis-monitoring',
  '/infra-monitoring/message-broker-monitoring/kafka-monitoring',
  '/llm-observability/overview',
  '/llm-observability/get-started',
  '/log-monitoring/log-analyzers',
  '/monitors-alerts/alerts/overview',
  '/monitors-alerts/alerts/alert-group',
  '/monitors-alerts/alerts/notification-channels/email',
  '/monitors-alerts/alerts/notification-channels/slack',
  '/monitors-alerts/alerts/notification-channels/teams',
  '/monitors-alerts/alerts/notification-channels/pagerduty',
  '/monitors-alerts/alerts/notification-channels/webhook',
  '/monitors-alerts/monitors/overview',
  '/monitors-alerts/monitors/setup',
];

/** SITE-SPEC.md section 2, "Tag pages", the tags named as examples. */
const SPEC_TAGS = [
  'agent', 'alert-groups', 'alert-routing', 'alerts', 'application', 'architecture', 'azure-aks', 'azure-sso',
  'billing-cycle', 'cluster', 'cluster-cost', 'cost', 'cost-alert', 'cost-management', 'cost-reporting', 'credential',
  'dormant', 'edge-collector', 'iam', 'idle', 'incident-management', 'infrastructure', 'kafka-monitoring',
  'kubernetes-monitoring', 'log-analyzer', 'microsoft-teams', 'mongo-db-monitoring', 'notification-channels', 'okta-sso',
  'open-shift', 'open-telemetry', 'oracle-monitoring', 'pagerduty', 'postgre-sql-monitoring', 'premium-plan',
  'redis-monitoring', 'rightsizing', 'role-based-access', 'runbooks', 'security', 'slack', 'standard-plan', 'telemetry',
  'troubleshooting', 'webhook', 'workload', 'workloads',
];

let site: LoadedSite;
beforeAll(async () => {
  site = await loadSite(repoRoot);
});

describe('shipped site (SITE-SPEC.md section 2)', () => {
  it('lists 75 distinct doc routes in the spec', () => {
    expect(SPEC_DOC_ROUTES).toHaveLength(75);
    expect(new Set(SPEC_DOC_ROUTES).size).toBe(75);
  });

  it('has exactly the doc routes of the spec, both ways', () => {
    const docRoutes = site.graph.routes.filter((r) => r.kind === 'doc').map((r) => r.path);
    const missing = SPEC_DOC_ROUTES.filter((r) => !docRoutes.includes(r));
    const extra = docRoutes.filter((r) => !SPEC_DOC_ROUTES.includes(r));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect([...docRoutes].sort()).toEqual([...SPEC_DOC_ROUTES].sort());
  });

  it('serves the introduction (doc id "introduction") at /', () => {
    const intro = site.graph.docs.find((d) => d.id === 'introduction');
    expect(intro?.permalink).toBe('/');
  });

  it('has a tag page for every tag the spec names, and the tags index', () => {
    const tagRoutes = new Set(site.graph.routes.filter((r) => r.kind === 'tag').map((r) => r.path));
    const missing = SPEC_TAGS.filter((t) => !tagRoutes.has(`/tags/${t}`));
    expect(missing).toEqual([]);
    expect(site.graph.routes.some((r) => r.kind === 'tags-index' && r.path === '/tags')).toBe(true);
  });

  it('has one version: current, labelled Next, the latest, at /', () => {
    expect(site.graph.versions.map((v) => ({ name: v.name, label: v.label, isLast: v.isLast, path: v.path }))).toEqual([
      { name: 'current', label: 'Next', isLast: true, path: '/' },
    ]);
  });

  it('loads with 0 errors and 0 warnings', () => {
    expect(site.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message} [${d.rule}]`)).toEqual([]);
  });
});
