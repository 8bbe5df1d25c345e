export { basketinsteadof2 as "basketInsteadOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketinsteadof2Inputs = {};
/**

* @param {Basketinsteadof2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basketinsteadof2: ((inputs?: Basketinsteadof2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketinsteadof2Inputs, {
    locale?: "de";
}, {}>;
