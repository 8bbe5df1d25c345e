/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentbannerlabel2Inputs */

const sv_contentbannerlabel2 = /** @type {(inputs: Contentbannerlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obs`)
};

/**

* @param {Contentbannerlabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentbannerlabel2 = sv_contentbannerlabel2;
export { contentbannerlabel2 as "contentBannerLabel" }