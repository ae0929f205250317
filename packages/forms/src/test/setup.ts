// Only the component tests run in jsdom; the rules' tests run in plain Node and need none of this.
if (typeof document !== 'undefined') {
  const { installDomTestEnvironment } = await import('@dfr/ui/testing');
  installDomTestEnvironment();
}

export {};
