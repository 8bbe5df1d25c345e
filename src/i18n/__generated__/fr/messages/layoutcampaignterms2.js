/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcampaignterms2Inputs */

const fr_layoutcampaignterms2 = /** @type {(inputs: Layoutcampaignterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions de l'offre`)
};

/**

* @param {Layoutcampaignterms2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutcampaignterms2 = fr_layoutcampaignterms2;
export { layoutcampaignterms2 as "layoutCampaignTerms" }