export { basketdisposalnone2 as "basketDisposalNone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposalnone2Inputs = {};
/**

* @param {Basketdisposalnone2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketdisposalnone2: ((inputs?: Basketdisposalnone2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposalnone2Inputs, {
    locale?: "sv";
}, {}>;
