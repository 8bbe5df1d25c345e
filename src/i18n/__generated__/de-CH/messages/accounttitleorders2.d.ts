export { accounttitleorders2 as "accountTitleOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitleorders2Inputs = {};
/**

* @param {Accounttitleorders2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accounttitleorders2: ((inputs?: Accounttitleorders2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitleorders2Inputs, {
    locale?: "de-CH";
}, {}>;
