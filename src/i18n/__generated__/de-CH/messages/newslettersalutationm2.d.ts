export { newslettersalutationm2 as "newsletterSalutationM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersalutationm2Inputs = {};
/**

* @param {Newslettersalutationm2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newslettersalutationm2: ((inputs?: Newslettersalutationm2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersalutationm2Inputs, {
    locale?: "de-CH";
}, {}>;
