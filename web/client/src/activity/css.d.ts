/** esbuild bundles the stylesheets a module imports into its own .css output. */
declare module "*.css";
