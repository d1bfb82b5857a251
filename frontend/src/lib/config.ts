/**
 * Runtime configuration injected by Django into index.html as
 * `<script id="app-config" type="application/json">{...}</script>`.
 * Missing or malformed config falls back to safe defaults (unit tests, static preview).
 */
export interface AppConfig {
  apiKey: string;
  googleSignInEnabled: boolean;
  passwordlessSignInEnabled: boolean;
}

export const defaultAppConfig: AppConfig = {
  apiKey: '',
  googleSignInEnabled: false,
  passwordlessSignInEnabled: false,
};

let cached: AppConfig | null = null;

export function readAppConfig(doc: Document = document): AppConfig {
  const element = doc.getElementById('app-config');
  if (!element?.textContent) return { ...defaultAppConfig };
  try {
    const raw: unknown = JSON.parse(element.textContent);
    if (!raw || typeof raw !== 'object') return { ...defaultAppConfig };
    const value = raw as Partial<Record<keyof AppConfig, unknown>>;
    return {
      apiKey: typeof value.apiKey === 'string' ? value.apiKey : defaultAppConfig.apiKey,
      googleSignInEnabled: value.googleSignInEnabled === true,
      passwordlessSignInEnabled: value.passwordlessSignInEnabled === true,
    };
  } catch {
    return { ...defaultAppConfig };
  }
}

/** The config is read once; the page never changes it. */
export function getAppConfig(): AppConfig {
  if (!cached) cached = readAppConfig();
  return cached;
}

/** Tests only: forget the cached config so the next read sees the current DOM. */
export function resetAppConfigCache(): void {
  cached = null;
}
