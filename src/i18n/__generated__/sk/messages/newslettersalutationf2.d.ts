export { newslettersalutationf2 as "newsletterSalutationF" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersalutationf2Inputs = {};
/**

* @param {Newslettersalutationf2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const newslettersalutationf2: ((inputs?: Newslettersalutationf2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersalutationf2Inputs, {
    locale?: "sk";
}, {}>;
