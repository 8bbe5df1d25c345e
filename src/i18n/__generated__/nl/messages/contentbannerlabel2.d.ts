export { contentbannerlabel2 as "contentBannerLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentbannerlabel2Inputs = {};
/**

* @param {Contentbannerlabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contentbannerlabel2: ((inputs?: Contentbannerlabel2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentbannerlabel2Inputs, {
    locale?: "nl";
}, {}>;
