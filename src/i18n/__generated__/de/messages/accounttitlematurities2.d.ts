export { accounttitlematurities2 as "accountTitleMaturities" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlematurities2Inputs = {};
/**

* @param {Accounttitlematurities2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accounttitlematurities2: ((inputs?: Accounttitlematurities2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlematurities2Inputs, {
    locale?: "de";
}, {}>;
