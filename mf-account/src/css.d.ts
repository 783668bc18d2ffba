// webpack's css-loader turns `*.module.css` into a class-name map (`namedExport: false`).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
