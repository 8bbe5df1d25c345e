export { basketdisposalnone2 as "basketDisposalNone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposalnone2Inputs = {};
/**

* @param {Basketdisposalnone2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basketdisposalnone2: ((inputs?: Basketdisposalnone2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposalnone2Inputs, {
    locale?: "de";
}, {}>;
