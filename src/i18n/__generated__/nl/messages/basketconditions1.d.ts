export { basketconditions1 as "basketConditions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketconditions1Inputs = {};
/**

* @param {Basketconditions1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketconditions1: ((inputs?: Basketconditions1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketconditions1Inputs, {
    locale?: "nl";
}, {}>;
