export { newslettersalutationm2 as "newsletterSalutationM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersalutationm2Inputs = {};
/**

* @param {Newslettersalutationm2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const newslettersalutationm2: ((inputs?: Newslettersalutationm2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersalutationm2Inputs, {
    locale?: "de";
}, {}>;
