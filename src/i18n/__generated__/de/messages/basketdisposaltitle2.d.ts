export { basketdisposaltitle2 as "basketDisposalTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposaltitle2Inputs = {};
/**

* @param {Basketdisposaltitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basketdisposaltitle2: ((inputs?: Basketdisposaltitle2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposaltitle2Inputs, {
    locale?: "de";
}, {}>;
