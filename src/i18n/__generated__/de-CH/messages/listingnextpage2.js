/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingnextpage2Inputs */

const de_ch2_listingnextpage2 = /** @type {(inputs: Listingnextpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Seite`)
};

/**

* @param {Listingnextpage2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingnextpage2 = de_ch2_listingnextpage2;
export { listingnextpage2 as "listingNextPage" }