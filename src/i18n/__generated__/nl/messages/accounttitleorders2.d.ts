export { accounttitleorders2 as "accountTitleOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitleorders2Inputs = {};
/**

* @param {Accounttitleorders2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accounttitleorders2: ((inputs?: Accounttitleorders2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitleorders2Inputs, {
    locale?: "nl";
}, {}>;
