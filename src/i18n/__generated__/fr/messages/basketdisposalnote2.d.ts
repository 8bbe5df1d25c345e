export { basketdisposalnote2 as "basketDisposalNote" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposalnote2Inputs = {};
/**

* @param {Basketdisposalnote2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const basketdisposalnote2: ((inputs?: Basketdisposalnote2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposalnote2Inputs, {
    locale?: "fr";
}, {}>;
