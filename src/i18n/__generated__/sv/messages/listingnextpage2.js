/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingnextpage2Inputs */

const sv_listingnextpage2 = /** @type {(inputs: Listingnextpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nästa sida`)
};

/**

* @param {Listingnextpage2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingnextpage2 = sv_listingnextpage2;
export { listingnextpage2 as "listingNextPage" }