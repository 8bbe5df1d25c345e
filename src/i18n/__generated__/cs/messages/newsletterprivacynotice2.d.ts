export { newsletterprivacynotice2 as "newsletterPrivacyNotice" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterprivacynotice2Inputs = {};
/**

* @param {Newsletterprivacynotice2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const newsletterprivacynotice2: ((inputs?: Newsletterprivacynotice2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterprivacynotice2Inputs, {
    locale?: "cs";
}, {}>;
