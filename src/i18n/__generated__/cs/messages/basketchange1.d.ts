export { basketchange1 as "basketChange" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketchange1Inputs = {};
/**

* @param {Basketchange1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const basketchange1: ((inputs?: Basketchange1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketchange1Inputs, {
    locale?: "cs";
}, {}>;
