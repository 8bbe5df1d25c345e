export { basketdecrease1 as "basketDecrease" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdecrease1Inputs = {};
/**

* @param {Basketdecrease1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const basketdecrease1: ((inputs?: Basketdecrease1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdecrease1Inputs, {
    locale?: "sk";
}, {}>;
