/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Reviews9Inputs */

const cs_no_reviews9 = /** @type {(inputs: No_Reviews9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toto zboží zatím nikdo nehodnotil.`)
};

/**

* @param {No_Reviews9Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const no_reviews9 = cs_no_reviews9;
export { no_reviews9 as "NO_REVIEWS" }