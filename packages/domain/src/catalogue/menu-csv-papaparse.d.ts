// The part of papaparse (https://www.papaparse.com/docs) that the menu CSV uses, declared here:
// @types/papaparse brings Node's types with it, and the domain is checked without them so that it
// cannot lean on Node by mistake.
declare module 'papaparse' {
  type TPapaError = { type: string; code: string; message: string; row?: number };
  type TPapaParse = { data: string[][]; errors: TPapaError[] };
  const Papa: {
    parse(input: string, config: { delimiter: string; quoteChar: string }): TPapaParse;
    unparse(rows: string[][], config: { newline: string }): string;
  };
  export default Papa;
}
