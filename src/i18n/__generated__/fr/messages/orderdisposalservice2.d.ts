export { orderdisposalservice2 as "orderDisposalService" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderdisposalservice2Inputs = {};
/**

* @param {Orderdisposalservice2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const orderdisposalservice2: ((inputs?: Orderdisposalservice2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderdisposalservice2Inputs, {
    locale?: "fr";
}, {}>;
