export { newslettersalutationm2 as "newsletterSalutationM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersalutationm2Inputs = {};
/**

* @param {Newslettersalutationm2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const newslettersalutationm2: ((inputs?: Newslettersalutationm2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersalutationm2Inputs, {
    locale?: "sv";
}, {}>;
