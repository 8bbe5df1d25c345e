/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcampaignterms2Inputs */

const sk_layoutcampaignterms2 = /** @type {(inputs: Layoutcampaignterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podmienky akcie`)
};

/**

* @param {Layoutcampaignterms2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutcampaignterms2 = sk_layoutcampaignterms2;
export { layoutcampaignterms2 as "layoutCampaignTerms" }