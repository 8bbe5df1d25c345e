export { newsletterprivacynoticein3 as "newsletterPrivacyNoticeIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterprivacynoticein3Inputs = {};
/**

* @param {Newsletterprivacynoticein3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newsletterprivacynoticein3: ((inputs?: Newsletterprivacynoticein3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterprivacynoticein3Inputs, {
    locale?: "de-CH";
}, {}>;
