export { basketforwarding1 as "basketForwarding" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketforwarding1Inputs = {};
/**

* @param {Basketforwarding1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketforwarding1: ((inputs?: Basketforwarding1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketforwarding1Inputs, {
    locale?: "nl";
}, {}>;
