export { newslettersalutationm2 as "newsletterSalutationM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersalutationm2Inputs = {};
/**

* @param {Newslettersalutationm2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const newslettersalutationm2: ((inputs?: Newslettersalutationm2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersalutationm2Inputs, {
    locale?: "cs";
}, {}>;
