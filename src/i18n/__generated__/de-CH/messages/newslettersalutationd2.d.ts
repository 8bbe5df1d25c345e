export { newslettersalutationd2 as "newsletterSalutationD" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersalutationd2Inputs = {};
/**

* @param {Newslettersalutationd2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newslettersalutationd2: ((inputs?: Newslettersalutationd2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersalutationd2Inputs, {
    locale?: "de-CH";
}, {}>;
