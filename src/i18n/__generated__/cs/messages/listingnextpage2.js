/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingnextpage2Inputs */

const cs_listingnextpage2 = /** @type {(inputs: Listingnextpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Další stránka`)
};

/**

* @param {Listingnextpage2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingnextpage2 = cs_listingnextpage2;
export { listingnextpage2 as "listingNextPage" }