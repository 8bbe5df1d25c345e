/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentlinkslabel2Inputs */

const nl_contentlinkslabel2 = /** @type {(inputs: Contentlinkslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links`)
};

/**

* @param {Contentlinkslabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentlinkslabel2 = nl_contentlinkslabel2;
export { contentlinkslabel2 as "contentLinksLabel" }