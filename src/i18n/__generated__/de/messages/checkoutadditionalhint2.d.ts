export { checkoutadditionalhint2 as "checkoutAdditionalHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutadditionalhint2Inputs = {};
/**

* @param {Checkoutadditionalhint2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkoutadditionalhint2: ((inputs?: Checkoutadditionalhint2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutadditionalhint2Inputs, {
    locale?: "de";
}, {}>;
