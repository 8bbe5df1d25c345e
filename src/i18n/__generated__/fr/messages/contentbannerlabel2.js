/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentbannerlabel2Inputs */

const fr_contentbannerlabel2 = /** @type {(inputs: Contentbannerlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Info`)
};

/**

* @param {Contentbannerlabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentbannerlabel2 = fr_contentbannerlabel2;
export { contentbannerlabel2 as "contentBannerLabel" }