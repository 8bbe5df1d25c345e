export { basketconditions1 as "basketConditions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketconditions1Inputs = {};
/**

* @param {Basketconditions1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const basketconditions1: ((inputs?: Basketconditions1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketconditions1Inputs, {
    locale?: "cs";
}, {}>;
