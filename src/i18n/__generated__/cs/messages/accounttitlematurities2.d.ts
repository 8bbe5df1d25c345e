export { accounttitlematurities2 as "accountTitleMaturities" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlematurities2Inputs = {};
/**

* @param {Accounttitlematurities2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accounttitlematurities2: ((inputs?: Accounttitlematurities2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlematurities2Inputs, {
    locale?: "cs";
}, {}>;
