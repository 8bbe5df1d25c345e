/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingnextpage2Inputs */

const sk_listingnextpage2 = /** @type {(inputs: Listingnextpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďalšia strana`)
};

/**

* @param {Listingnextpage2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingnextpage2 = sk_listingnextpage2;
export { listingnextpage2 as "listingNextPage" }