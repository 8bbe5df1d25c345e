export { basketchange1 as "basketChange" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketchange1Inputs = {};
/**

* @param {Basketchange1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basketchange1: ((inputs?: Basketchange1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketchange1Inputs, {
    locale?: "de-CH";
}, {}>;
