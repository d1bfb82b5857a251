import { defaultAppConfig, getAppConfig, readAppConfig, resetAppConfigCache } from './config';

function inject(text: string) {
  const script = document.createElement('script');
  script.id = 'app-config';
  script.type = 'application/json';
  script.textContent = text;
  document.head.appendChild(script);
  return script;
}

describe('app config', () => {
  afterEach(() => {
    document.getElementById('app-config')?.remove();
    resetAppConfigCache();
  });

  it('falls back to safe defaults without the config element', () => {
    expect(readAppConfig()).toEqual(defaultAppConfig);
    expect(defaultAppConfig.googleSignInEnabled).toBe(false);
  });

  it('reads the json_script element Django renders', () => {
    inject(
      JSON.stringify({
        apiKey: 'spa-key',
        googleSignInEnabled: true,
        passwordlessSignInEnabled: false,
      }),
    );
    expect(getAppConfig()).toEqual({
      apiKey: 'spa-key',
      googleSignInEnabled: true,
      passwordlessSignInEnabled: false,
    });
  });

  it('ignores malformed JSON and wrong types', () => {
    inject('{not json');
    expect(readAppConfig()).toEqual(defaultAppConfig);
    document.getElementById('app-config')?.remove();
    inject(JSON.stringify({ apiKey: 5, googleSignInEnabled: 'yes' }));
    expect(readAppConfig()).toEqual(defaultAppConfig);
  });
});
