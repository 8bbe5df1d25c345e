export { newslettersalutationd2 as "newsletterSalutationD" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersalutationd2Inputs = {};
/**

* @param {Newslettersalutationd2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newslettersalutationd2: ((inputs?: Newslettersalutationd2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersalutationd2Inputs, {
    locale?: "fr";
}, {}>;
