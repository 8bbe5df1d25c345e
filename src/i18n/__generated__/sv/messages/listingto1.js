/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingto1Inputs */

const sv_listingto1 = /** @type {(inputs: Listingto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`till`)
};

/**

* @param {Listingto1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingto1 = sv_listingto1;
export { listingto1 as "listingTo" }