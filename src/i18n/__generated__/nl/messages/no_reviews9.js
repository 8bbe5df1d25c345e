/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Reviews9Inputs */

const nl_no_reviews9 = /** @type {(inputs: No_Reviews9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er zijn nog geen beoordelingen voor dit artikel.`)
};

/**

* @param {No_Reviews9Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const no_reviews9 = nl_no_reviews9;
export { no_reviews9 as "NO_REVIEWS" }