export { catalogueorderwithdrawallink3 as "catalogueOrderWithdrawalLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderwithdrawallink3Inputs = {};
/**

* @param {Catalogueorderwithdrawallink3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderwithdrawallink3: ((inputs?: Catalogueorderwithdrawallink3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderwithdrawallink3Inputs, {
    locale?: "de";
}, {}>;
