export { checkoutlastname2 as "checkoutLastName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutlastname2Inputs = {};
/**

* @param {Checkoutlastname2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutlastname2: ((inputs?: Checkoutlastname2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutlastname2Inputs, {
    locale?: "cs";
}, {}>;
