/** The address of the islands' script (app/entry.islands.ts) in the build, for the pages made of islands (scripts/build/islands-entry.ts). */
declare module "virtual:islands-entry" {
  const src: string;
  export default src;
}
