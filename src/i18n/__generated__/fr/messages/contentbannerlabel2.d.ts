export { contentbannerlabel2 as "contentBannerLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentbannerlabel2Inputs = {};
/**

* @param {Contentbannerlabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const contentbannerlabel2: ((inputs?: Contentbannerlabel2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentbannerlabel2Inputs, {
    locale?: "fr";
}, {}>;
