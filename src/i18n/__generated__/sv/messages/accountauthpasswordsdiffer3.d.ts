export { accountauthpasswordsdiffer3 as "accountAuthPasswordsDiffer" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthpasswordsdiffer3Inputs = {};
/**

* @param {Accountauthpasswordsdiffer3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountauthpasswordsdiffer3: ((inputs?: Accountauthpasswordsdiffer3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthpasswordsdiffer3Inputs, {
    locale?: "sv";
}, {}>;
