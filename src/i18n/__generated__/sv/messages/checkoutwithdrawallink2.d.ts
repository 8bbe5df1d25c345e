export { checkoutwithdrawallink2 as "checkoutWithdrawalLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutwithdrawallink2Inputs = {};
/**

* @param {Checkoutwithdrawallink2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutwithdrawallink2: ((inputs?: Checkoutwithdrawallink2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutwithdrawallink2Inputs, {
    locale?: "sv";
}, {}>;
