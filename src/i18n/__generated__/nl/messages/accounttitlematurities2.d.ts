export { accounttitlematurities2 as "accountTitleMaturities" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlematurities2Inputs = {};
/**

* @param {Accounttitlematurities2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accounttitlematurities2: ((inputs?: Accounttitlematurities2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlematurities2Inputs, {
    locale?: "nl";
}, {}>;
