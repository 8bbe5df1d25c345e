export { catalogueorderwithdrawallink3 as "catalogueOrderWithdrawalLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderwithdrawallink3Inputs = {};
/**

* @param {Catalogueorderwithdrawallink3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderwithdrawallink3: ((inputs?: Catalogueorderwithdrawallink3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderwithdrawallink3Inputs, {
    locale?: "sk";
}, {}>;
