export { newslettersalutationd2 as "newsletterSalutationD" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersalutationd2Inputs = {};
/**

* @param {Newslettersalutationd2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const newslettersalutationd2: ((inputs?: Newslettersalutationd2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersalutationd2Inputs, {
    locale?: "cs";
}, {}>;
