export { layoutcampaignterms2 as "layoutCampaignTerms" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutcampaignterms2Inputs = {};
/**

* @param {Layoutcampaignterms2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutcampaignterms2: ((inputs?: Layoutcampaignterms2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutcampaignterms2Inputs, {
    locale?: "de";
}, {}>;
