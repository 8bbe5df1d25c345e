export { layoutcampaignterms2 as "layoutCampaignTerms" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutcampaignterms2Inputs = {};
/**

* @param {Layoutcampaignterms2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutcampaignterms2: ((inputs?: Layoutcampaignterms2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutcampaignterms2Inputs, {
    locale?: "cs";
}, {}>;
