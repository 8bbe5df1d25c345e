/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingnextpage2Inputs */

const nl_listingnextpage2 = /** @type {(inputs: Listingnextpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volgende pagina`)
};

/**

* @param {Listingnextpage2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingnextpage2 = nl_listingnextpage2;
export { listingnextpage2 as "listingNextPage" }