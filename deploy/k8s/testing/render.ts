import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const overlays = ['dev', 'production'] as const;
export type Overlay = (typeof overlays)[number];

/** One rendered object: what every kind has; the rules read the rest through the kind's own type. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

/** `Kind/name`, as the messages name an object. */
export const objectName = (object: K8sObject) => `${object.kind}/${object.metadata.name}`;

const overlayDir = (overlay: Overlay) => fileURLToPath(new URL(`../overlays/${overlay}`, import.meta.url));

/** `kubectl kustomize` of an overlay, parsed; one that does not render throws with kustomize's reason. */
export const render = (overlay: Overlay) => renderDirectory(overlayDir(overlay), `overlay ${overlay}`);

export function renderDirectory(directory: string, name: string): K8sObject[] {
  let output: string;
  try {
    output = execFileSync('kubectl', ['kustomize', directory], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT')
      throw new Error(`${name}: kubectl not found (1.27 or newer renders these overlays)`);
    throw new Error(`${name} does not render: ${(stderr ?? String(error)).trim()}`);
  }
  return parseAllDocuments(output).map((document) => {
    if (document.errors.length) throw new Error(`${name}: ${document.errors[0]?.message}`);
    return document.toJS() as K8sObject;
  });
}
