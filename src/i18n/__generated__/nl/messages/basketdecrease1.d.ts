export { basketdecrease1 as "basketDecrease" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdecrease1Inputs = {};
/**

* @param {Basketdecrease1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketdecrease1: ((inputs?: Basketdecrease1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdecrease1Inputs, {
    locale?: "nl";
}, {}>;
