/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentlinkslabel2Inputs */

const sk_contentlinkslabel2 = /** @type {(inputs: Contentlinkslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odkazy`)
};

/**

* @param {Contentlinkslabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentlinkslabel2 = sk_contentlinkslabel2;
export { contentlinkslabel2 as "contentLinksLabel" }