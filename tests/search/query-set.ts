/**
 * Queries a reader of the shipped site would type, written by reading content/docs: half-typed
 * words, keys and flags copied from the pages, tasks, section-level questions and typos. Each
 * names the page that answers it and, for section-level questions, the section (its anchor).
 * Run by tests/search/query-set.test.ts against the built site's search index.
 */
export interface QueryCase {
  query: string;
  /** The answering page's route, as the index writes it (encoded, no hash). */
  page: string;
  /** The answering section's anchor, for questions about one section. */
  section?: string;
  kind: 'prefix' | 'key' | 'task' | 'section' | 'typo';
}

const EKS = '/agent/kubernetes_agent/configuration/cost_configuration/aws_eks/';
const EMAIL = '/monitors-alerts/alerts/notification-channels/email';

export const QUERIES: QueryCase[] = [
  // Half-typed words, beyond the stem and before it.
  { kind: 'prefix', query: 'affinit', page: '/agent/kubernetes_agent/configuration/affinity-tolerations' },
  { kind: 'prefix', query: 'tolera', page: '/agent/kubernetes_agent/configuration/affinity-tolerations' },
  { kind: 'prefix', query: 'paginat', page: '/cost-management/chargebackCostReporting/chargeback-api' },
  { kind: 'prefix', query: 'rightsiz', page: '/cost-management/rightsizing/workload-rightsizing' },
  { kind: 'prefix', query: 'dorman', page: '/cost-management/dormant-workload' },
  { kind: 'prefix', query: 'openshi', page: '/agent/kubernetes_agent/openshift' },
  { kind: 'prefix', query: 'pagerdu', page: '/monitors-alerts/alerts/notification-channels/pagerduty' },
  { kind: 'prefix', query: 'deliverabil', page: EMAIL, section: 'deliverability' },
  { kind: 'prefix', query: 'waterfal', page: '/apm/features/trace-view', section: 'read-the-waterfall' },
  { kind: 'prefix', query: 'chargeback api expor', page: '/cost-management/chargebackCostReporting/chargeback-api', section: 'export-a-full-report' },
  // Keys, flags and identifiers pasted from the pages.
  { kind: 'key', query: '--expires-in', page: '/getting-started/step-2', section: 'create-an-api-key' },
  { kind: 'key', query: 'cost.aws.cur.bucket', page: EKS, section: 'step-3-enable-the-cost-module' },
  { kind: 'key', query: 'persistence.size', page: '/agent/edge-collector', section: 'chart-settings' },
  { kind: 'key', query: 'labelsAsTags', page: '/infra-monitoring/k8s-monitoring', section: 'tune-collection-with-helm-values' },
  { kind: 'key', query: 'global.credentials.existingSecret', page: '/agent/kubernetes_agent/agent-credentials' },
  { kind: 'key', query: 'replSetGetStatus', page: '/infra-monitoring/database-monitoring/mongodb-monitoring' },
  { kind: 'key', query: '--bootstrap-server', page: '/infra-monitoring/message-broker-monitoring/kafka-monitoring' },
  { kind: 'key', query: 'dedup_key', page: '/monitors-alerts/alerts/notification-channels/pagerduty' },
  { kind: 'key', query: 'useDiagnosticsPack', page: '/infra-monitoring/database-monitoring/oracle-monitoring' },
  { kind: 'key', query: 'extraProcessors', page: '/agent/kubernetes_agent/configuration/otel-pipelines', section: 'add-processors' },
  { kind: 'key', query: 'pg_stat_statements', page: '/infra-monitoring/database-monitoring/postgreSql-monitorig' },
  { kind: 'key', query: 'nextCursor', page: '/cost-management/chargebackCostReporting/chargeback-api' },
  // Tasks.
  { kind: 'task', query: 'rotate api key', page: '/cost-management/chargebackCostReporting/api-key', section: 'rotate-a-key' },
  { kind: 'task', query: 'verify webhook signature', page: '/monitors-alerts/alerts/notification-channels/webhook', section: 'verify-the-signature' },
  { kind: 'task', query: 'uninstall kubernetes agent', page: '/agent/kubernetes_agent/kubernetes', section: 'uninstall' },
  { kind: 'task', query: 'invite users', page: '/iam/iam-standard/invite-new-users' },
  { kind: 'task', query: 'mute a monitor', page: '/monitors-alerts/monitors/setup', section: 'mute-a-monitor' },
  { kind: 'task', query: 'install host agent ubuntu', page: '/agent/host-agent', section: 'debian-and-ubuntu' },
  { kind: 'task', query: 'create custom log analyzer', page: '/log-monitoring/log-analyzers', section: 'create-a-custom-analyzer' },
  { kind: 'task', query: 'send deployment events from ci', page: '/apm/features/events-timeline', section: 'send-deployment-events-from-ci' },
  { kind: 'task', query: 'exclude workload from rightsizing', page: '/cost-management/rightsizing/workload-rightsizing', section: 'exclude-a-workload' },
  { kind: 'task', query: 'share a trace', page: '/apm/features/trace-view', section: 'share-a-trace' },
  // Section-level questions.
  { kind: 'section', query: 'set up email digest', page: EMAIL, section: 'digest-mode' },
  { kind: 'section', query: 'runbook yaml format', page: '/incident-management/runbooks', section: 'anatomy-of-a-runbook' },
  { kind: 'section', query: 'cross account billing eks', page: EKS, section: 'billing-data-in-another-account' },
  { kind: 'section', query: 'control plane network requirements', page: '/agent/control-plane', section: 'network-requirements' },
  { kind: 'section', query: 'spot reserved capacity cost', page: '/cost-management/cluster-cost', section: 'spot-and-reserved-capacity' },
  { kind: 'section', query: 'cost currency', page: '/cost-management/cost-settings', section: 'currency' },
  { kind: 'section', query: 'alert grouping timing', page: '/monitors-alerts/alerts/alert-group', section: 'timing-settings' },
  { kind: 'section', query: 'pagerduty severity mapping', page: '/monitors-alerts/alerts/notification-channels/pagerduty', section: 'severity-mapping' },
  { kind: 'section', query: 'slack message format', page: '/monitors-alerts/alerts/notification-channels/slack', section: 'message-format' },
  { kind: 'section', query: 'okta troubleshooting', page: '/iam/iam-premium/configure-sso/okta/', section: 'troubleshooting' },
  { kind: 'section', query: 'trace sampling retention', page: '/apm/introduction', section: 'sampling-and-retention' },
  { kind: 'section', query: 'node pool recommendations', page: '/cost-management/rightsizing/cluster-rightsizing', section: 'how-node-pool-recommendations-work' },
  { kind: 'section', query: 'rightsizing confidence', page: '/cost-management/rightsizing/concepts', section: 'confidence' },
  { kind: 'section', query: 'credentials leak emergency reset', page: '/agent/kubernetes_agent/configuration/reset-agent-credentials', section: 'emergency-reset-after-a-leak' },
  { kind: 'section', query: 'golden signals', page: '/apm/features/performance-overview', section: 'the-golden-signals' },
  { kind: 'section', query: 'llm cost tracking', page: '/llm-observability/overview', section: 'cost-tracking' },
  { kind: 'section', query: 'lock roles to sso groups', page: '/iam/iam-premium/setup-sso-groups', section: 'lock-roles-to-groups' },
  { kind: 'section', query: 'resource group membership rules', page: '/iam/iam-premium/setup-resource-groups', section: 'membership-rules' },
  { kind: 'section', query: 'mark false positives anomalies', page: '/apm/features/monitors-anomalies', section: 'mark-false-positives' },
  { kind: 'section', query: 'plan data retention', page: '/plans', section: 'data-retention' },
  // One wrong letter.
  { kind: 'typo', query: 'kuberntes agent install', page: '/agent/kubernetes_agent/kubernetes' },
  { kind: 'typo', query: 'pagerduyt', page: '/monitors-alerts/alerts/notification-channels/pagerduty' },
  { kind: 'typo', query: 'rightsizng', page: '/cost-management/rightsizing/workload-rightsizing' },
  { kind: 'typo', query: 'chargebak api', page: '/cost-management/chargebackCostReporting/chargeback-api' },
  { kind: 'typo', query: 'host snapshto', page: '/infra-monitoring/host_snapshot' },
  { kind: 'typo', query: 'dormnat workloads', page: '/cost-management/dormant-workload' },
];
