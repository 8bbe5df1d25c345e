import { createContext, useContext, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';

/** The content API's environment, provided by the page wrapper. */
export const ContentEnvironmentContext = createContext<Environment | null>(null);

/**
 * Renders content-API components with the content environment. Nothing from the shop API may be
 * rendered inside: its fragments would look for their records in the wrong store.
 */
export function ContentRelay({ children }: { children: ReactNode }) {
  const environment = useContext(ContentEnvironmentContext);
  if (!environment) throw new Error('ContentRelay needs the page wrapper');
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
