export { orderdisposalservice2 as "orderDisposalService" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderdisposalservice2Inputs = {};
/**

* @param {Orderdisposalservice2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const orderdisposalservice2: ((inputs?: Orderdisposalservice2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderdisposalservice2Inputs, {
    locale?: "sv";
}, {}>;
