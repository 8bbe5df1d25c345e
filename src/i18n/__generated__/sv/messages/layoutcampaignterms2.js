/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcampaignterms2Inputs */

const sv_layoutcampaignterms2 = /** @type {(inputs: Layoutcampaignterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kampanjvillkor`)
};

/**

* @param {Layoutcampaignterms2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutcampaignterms2 = sv_layoutcampaignterms2;
export { layoutcampaignterms2 as "layoutCampaignTerms" }