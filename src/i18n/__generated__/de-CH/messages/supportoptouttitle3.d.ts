export { supportoptouttitle3 as "supportOptOutTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supportoptouttitle3Inputs = {};
/**

* @param {Supportoptouttitle3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const supportoptouttitle3: ((inputs?: Supportoptouttitle3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supportoptouttitle3Inputs, {
    locale?: "de-CH";
}, {}>;
