export { baskettitle1 as "basketTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Baskettitle1Inputs = {};
/**

* @param {Baskettitle1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const baskettitle1: ((inputs?: Baskettitle1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Baskettitle1Inputs, {
    locale?: "nl";
}, {}>;
