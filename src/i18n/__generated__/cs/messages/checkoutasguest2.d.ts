export { checkoutasguest2 as "checkoutAsGuest" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutasguest2Inputs = {};
/**

* @param {Checkoutasguest2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutasguest2: ((inputs?: Checkoutasguest2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutasguest2Inputs, {
    locale?: "cs";
}, {}>;
