// The vcf package ships no types: its parser's cards are read untyped, as the tests spell out.
declare module 'vcf';
