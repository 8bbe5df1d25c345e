export { basketconditions1 as "basketConditions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketconditions1Inputs = {};
/**

* @param {Basketconditions1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketconditions1: ((inputs?: Basketconditions1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketconditions1Inputs, {
    locale?: "sv";
}, {}>;
