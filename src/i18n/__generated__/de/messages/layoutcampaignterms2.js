/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcampaignterms2Inputs */

const de_layoutcampaignterms2 = /** @type {(inputs: Layoutcampaignterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionsbedingungen`)
};

/**

* @param {Layoutcampaignterms2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutcampaignterms2 = de_layoutcampaignterms2;
export { layoutcampaignterms2 as "layoutCampaignTerms" }