export { basketincrease1 as "basketIncrease" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketincrease1Inputs = {};
/**

* @param {Basketincrease1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const basketincrease1: ((inputs?: Basketincrease1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketincrease1Inputs, {
    locale?: "cs";
}, {}>;
