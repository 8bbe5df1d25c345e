// The deploy manifests, checked offline: every Kubernetes object against the Kubernetes API's
// schemas (kubernetes-models carries them as compiled validators), then what the schemas cannot
// know: probes on the server's health paths, a drain before SIGTERM, selectors that match.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse } from 'yaml';
import { root } from './productionServer.ts';

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Record<string, unknown> & { [key: string]: unknown };
  data?: Record<string, string>;
}

const documents = (file: string) =>
  parseAllDocuments(readFileSync(join(root, 'deploy/kubernetes', file), 'utf8')).map((doc) => {
    expect(doc.errors, file).toEqual([]);
    return doc.toJS() as K8sObject;
  });
const shop = documents('shop.yaml');
const mock = documents('mock.yaml');

/** The model class of an object's apiVersion and kind, which validates against the Kubernetes schema. */
async function validate(object: K8sObject): Promise<void> {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : [undefined, object.apiVersion];
  const module = (await import(`kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`)) as Record<
    string,
    new (data: unknown) => { validate(): void }
  >;
  new module[object.kind]!(object).validate();
}

const find = (objects: K8sObject[], kind: string) => objects.find((object) => object.kind === kind)!;

interface Container {
  name: string;
  ports: { name: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
  startupProbe?: { httpGet: { path: string; port: string } };
  readinessProbe?: { httpGet: { path: string; port: string } };
  livenessProbe?: { httpGet: { path: string; port: string } };
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: { containers: Container[]; terminationGracePeriodSeconds?: number };
}
const templateOf = (deployment: K8sObject) => deployment.spec!['template'] as PodTemplate;

describe('Kubernetes manifests', () => {
  it('are valid objects of the Kubernetes API, every one of them', async () => {
    const all = [...shop, ...mock];
    expect(all.map((object) => object.kind).sort()).toEqual(
      ['ConfigMap', 'Deployment', 'Deployment', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Service', 'Service'].sort(),
    );
    for (const object of all) await validate(object);
  });

  it('are rejected by the validator when a field has the wrong type or a required one is missing', async () => {
    const deployment = find(shop, 'Deployment');
    await expect(validate({ ...deployment, spec: { ...deployment.spec, replicas: 'zwei' } })).rejects.toThrow('replicas must be integer');
    const template = templateOf(deployment);
    const container = { ...template.spec.containers[0]!, readinessProbe: { httpGet: { path: '/readyz' } } };
    await expect(
      validate({
        ...deployment,
        spec: { ...deployment.spec, template: { ...template, spec: { ...template.spec, containers: [container] } } },
      }),
    ).rejects.toThrow('readinessProbe/httpGet must have required property port');
  });

  it('probe the shop on /healthz (start-up, liveness) and /readyz (readiness) on its port, and drain before SIGTERM', () => {
    const template = templateOf(find(shop, 'Deployment'));
    const [container] = template.spec.containers;
    const port = container!.ports[0]!;
    expect(port.containerPort).toBe(3000);
    expect(container!.startupProbe!.httpGet).toEqual({ path: '/healthz', port: port.name });
    expect(container!.livenessProbe!.httpGet).toEqual({ path: '/healthz', port: port.name });
    expect(container!.readinessProbe!.httpGet).toEqual({ path: '/readyz', port: port.name });
    const drain = Number(container!.lifecycle!.preStop!.exec!.command.at(-1));
    expect(drain).toBeGreaterThan(0);
    // The pod's grace covers the drain and the server's own shutdown deadline.
    const shutdown = Number(find(shop, 'ConfigMap').data!['SHUTDOWN_TIMEOUT_MS']) / 1000;
    expect(template.spec.terminationGracePeriodSeconds!).toBeGreaterThan(drain + shutdown);
    expect(container!.resources!.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(container!.resources!.limits).toMatchObject({ memory: expect.any(String) });
  });

  it('configure the shop for real back ends, never the mock', () => {
    const config = find(shop, 'ConfigMap').data!;
    expect(config['MOCK']).toBeUndefined();
    for (const name of ['GRAPHQL_URL', 'CONTENT_GRAPHQL_URL', 'IMAGE_CDN_URL']) expect(config[name], name).toMatch(/^https:\/\//);
  });

  it('point the Service, the autoscaler and the disruption budget at the Deployment and its pods', () => {
    for (const objects of [shop, mock]) {
      const deployment = find(objects, 'Deployment');
      const labels = templateOf(deployment).metadata.labels;
      expect((deployment.spec!['selector'] as { matchLabels: Record<string, string> }).matchLabels).toEqual(labels);
      const service = find(objects, 'Service');
      expect(service.spec!['selector']).toEqual(labels);
      const ports = templateOf(deployment).spec.containers[0]!.ports.map((port) => port.name);
      for (const port of service.spec!['ports'] as { targetPort: string }[]) expect(ports).toContain(port.targetPort);
    }
    const deployment = find(shop, 'Deployment');
    const hpa = find(shop, 'HorizontalPodAutoscaler');
    expect(hpa.spec!['scaleTargetRef']).toEqual({ apiVersion: deployment.apiVersion, kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec!['minReplicas']).toBeGreaterThanOrEqual(2);
    const pdb = find(shop, 'PodDisruptionBudget');
    expect((pdb.spec!['selector'] as { matchLabels: unknown }).matchLabels).toEqual(templateOf(deployment).metadata.labels);
  });

  it('run the mock as one replica: its state lives in its memory', () => {
    expect(find(mock, 'Deployment').spec!['replicas']).toBe(1);
    const container = templateOf(find(mock, 'Deployment')).spec.containers[0]!;
    expect(container.readinessProbe!.httpGet.path).toBe('/readyz');
  });
});

describe('compose.yaml', () => {
  const compose = parse(readFileSync(join(root, 'deploy/compose.yaml'), 'utf8')) as {
    services: Record<
      string,
      { build?: { dockerfile: string }; deploy?: { replicas: number }; environment?: Record<string, string>; volumes?: string[] }
    >;
  };

  it('runs the edge cache, two shop replicas from the production image and the mock service', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['edge', 'mock', 'shop']);
    expect(compose.services['shop']!.build!.dockerfile).toBe('Dockerfile');
    expect(compose.services['shop']!.deploy!.replicas).toBe(2);
    expect(compose.services['mock']!.build!.dockerfile).toBe('Dockerfile.mock');
    expect(compose.services['edge']!.volumes).toContain('./nginx.conf:/etc/nginx/storefront/nginx.conf:ro');
  });

  it('points the shop at the mock service in remote mode', () => {
    const env = compose.services['shop']!.environment!;
    expect(env).toMatchObject({
      MOCK: 'remote',
      GRAPHQL_URL: 'http://mock:4000/graphql',
      CONTENT_GRAPHQL_URL: 'http://mock:4000/content/graphql',
    });
    expect(compose.services['mock']!.environment!['MOCK_PORT']).toBe('4000');
  });
});
