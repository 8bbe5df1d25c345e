/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentlinkslabel2Inputs */

const de_contentlinkslabel2 = /** @type {(inputs: Contentlinkslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links`)
};

/**

* @param {Contentlinkslabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contentlinkslabel2 = de_contentlinkslabel2;
export { contentlinkslabel2 as "contentLinksLabel" }