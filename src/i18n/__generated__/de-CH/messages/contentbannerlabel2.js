/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentbannerlabel2Inputs */

const de_ch2_contentbannerlabel2 = /** @type {(inputs: Contentbannerlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweis`)
};

/**

* @param {Contentbannerlabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contentbannerlabel2 = de_ch2_contentbannerlabel2;
export { contentbannerlabel2 as "contentBannerLabel" }