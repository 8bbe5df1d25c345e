export { basketdisposalnote2 as "basketDisposalNote" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposalnote2Inputs = {};
/**

* @param {Basketdisposalnote2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basketdisposalnote2: ((inputs?: Basketdisposalnote2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposalnote2Inputs, {
    locale?: "de";
}, {}>;
