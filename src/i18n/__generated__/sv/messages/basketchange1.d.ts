export { basketchange1 as "basketChange" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketchange1Inputs = {};
/**

* @param {Basketchange1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketchange1: ((inputs?: Basketchange1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketchange1Inputs, {
    locale?: "sv";
}, {}>;
