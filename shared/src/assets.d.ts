// Files webpack turns into modules: CSS Modules map class names, plain CSS is a side effect,
// images and fonts become URLs.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}
