/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcampaignterms2Inputs */

const nl_layoutcampaignterms2 = /** @type {(inputs: Layoutcampaignterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actievoorwaarden`)
};

/**

* @param {Layoutcampaignterms2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutcampaignterms2 = nl_layoutcampaignterms2;
export { layoutcampaignterms2 as "layoutCampaignTerms" }