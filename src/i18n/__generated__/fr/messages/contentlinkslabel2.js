/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentlinkslabel2Inputs */

const fr_contentlinkslabel2 = /** @type {(inputs: Contentlinkslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liens`)
};

/**

* @param {Contentlinkslabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentlinkslabel2 = fr_contentlinkslabel2;
export { contentlinkslabel2 as "contentLinksLabel" }