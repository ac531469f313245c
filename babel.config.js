// Babel compiles the SPA for webpack and every TypeScript file for Jest; type checking is tsc's job.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { targets: 'defaults and supports es6-module', bugfixes: true, modules: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
  };
};
