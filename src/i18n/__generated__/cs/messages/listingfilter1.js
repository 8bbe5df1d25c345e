/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingfilter1Inputs */

const cs_listingfilter1 = /** @type {(inputs: Listingfilter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtr`)
};

/**

* @param {Listingfilter1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingfilter1 = cs_listingfilter1;
export { listingfilter1 as "listingFilter" }