/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentlinkslabel2Inputs */

const sv_contentlinkslabel2 = /** @type {(inputs: Contentlinkslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Länkar`)
};

/**

* @param {Contentlinkslabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentlinkslabel2 = sv_contentlinkslabel2;
export { contentlinkslabel2 as "contentLinksLabel" }