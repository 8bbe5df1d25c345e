export { basketdisposalcount2 as "basketDisposalCount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposalcount2Inputs = {};
/**

* @param {Basketdisposalcount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketdisposalcount2: ((inputs?: Basketdisposalcount2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposalcount2Inputs, {
    locale?: "nl";
}, {}>;
