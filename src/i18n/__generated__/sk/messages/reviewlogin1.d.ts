export { reviewlogin1 as "reviewLogin" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewlogin1Inputs = {};
/**

* @param {Reviewlogin1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const reviewlogin1: ((inputs?: Reviewlogin1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewlogin1Inputs, {
    locale?: "sk";
}, {}>;
