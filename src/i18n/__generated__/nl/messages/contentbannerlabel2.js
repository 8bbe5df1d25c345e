/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentbannerlabel2Inputs */

const nl_contentbannerlabel2 = /** @type {(inputs: Contentbannerlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let op`)
};

/**

* @param {Contentbannerlabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentbannerlabel2 = nl_contentbannerlabel2;
export { contentbannerlabel2 as "contentBannerLabel" }