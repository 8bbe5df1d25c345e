/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentbannerlabel2Inputs */

const cs_contentbannerlabel2 = /** @type {(inputs: Contentbannerlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upozornění`)
};

/**

* @param {Contentbannerlabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentbannerlabel2 = cs_contentbannerlabel2;
export { contentbannerlabel2 as "contentBannerLabel" }