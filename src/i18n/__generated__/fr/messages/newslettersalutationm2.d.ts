export { newslettersalutationm2 as "newsletterSalutationM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersalutationm2Inputs = {};
/**

* @param {Newslettersalutationm2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newslettersalutationm2: ((inputs?: Newslettersalutationm2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersalutationm2Inputs, {
    locale?: "fr";
}, {}>;
