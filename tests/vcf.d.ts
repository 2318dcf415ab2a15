// The vcf package ships no types: the part of its parser the tests read.
declare module 'vcf' {
  type Property = { valueOf(): string; language?: string };
  export default class vCard {
    static parse(text: string): vCard[];
    version: string;
    get(key: string): Property | Property[] | undefined;
  }
}
