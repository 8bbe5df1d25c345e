/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewpages1Inputs */

const nl_reviewpages1 = /** @type {(inputs: Reviewpages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagina’s met beoordelingen`)
};

/**

* @param {Reviewpages1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewpages1 = nl_reviewpages1;
export { reviewpages1 as "reviewPages" }