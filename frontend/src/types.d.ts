declare module '*.css';
declare module '*.woff2';
declare module '*.svg' {
  const url: string;
  export default url;
}
